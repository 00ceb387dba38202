// The local avatar editor's page script. It speaks the real editor's frame protocol: it announces
// 'v1.frame.ready' to the page that embeds it, takes {target:'readyplayerme', type:'subscribe',
// eventName} messages, and sends the subscribed events ('v1.user.set', 'v1.avatar.exported') as
// JSON strings with source 'readyplayerme'.
(function () {
  'use strict';
  var subscriptions = [];
  var form = document.getElementById('editor');
  var preview = document.getElementById('preview');
  var status = document.getElementById('status');
  var userId = 'local-' + Math.random().toString(16).slice(2, 10);

  function matches(pattern, eventName) {
    if (pattern === eventName) return true;
    if (pattern.slice(-3) === '.**') return eventName.indexOf(pattern.slice(0, -2)) === 0;
    return false;
  }

  function emit(eventName, data, always) {
    if (window.parent === window) return;
    if (!always && !subscriptions.some(function (pattern) { return matches(pattern, eventName); })) return;
    var message = { source: 'readyplayerme', eventName: eventName };
    if (data) message.data = data;
    window.parent.postMessage(JSON.stringify(message), '*');
  }

  function look() {
    var fields = ['skin', 'hairStyle', 'hairColour', 'shirt'];
    return fields.map(function (name) {
      var checked = form.querySelector('input[name="' + name + '"]:checked');
      return checked ? checked.value : '0';
    }).join('');
  }

  function randomSuffix() {
    var bytes = new Uint8Array(6);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }

  form.addEventListener('change', function () {
    preview.src = form.getAttribute('data-preview') + look() + '.svg';
  });

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var avatarId = look() + '-' + randomSuffix();
    var url = new URL(form.getAttribute('data-models') + avatarId + '.glb', window.location.href).href;
    status.textContent = 'Avatar exportado.';
    emit('v1.avatar.exported', { url: url, avatarId: avatarId, userId: userId });
  });

  window.addEventListener('message', function (event) {
    var message;
    try {
      message = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
    } catch {
      return;
    }
    if (!message || message.target !== 'readyplayerme') return;
    if (message.type === 'subscribe' && typeof message.eventName === 'string') {
      if (subscriptions.indexOf(message.eventName) === -1) subscriptions.push(message.eventName);
      emit('v1.user.set', { id: userId });
    } else if (message.type === 'unsubscribe' && typeof message.eventName === 'string') {
      subscriptions = subscriptions.filter(function (pattern) { return pattern !== message.eventName; });
    }
  });

  emit('v1.frame.ready', null, true);
})();
