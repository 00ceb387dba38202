// Pages the server sends already rendered (server/http/spa.ts, src/prerender.tsx) are painted from
// their HTML; the app's scripts, which only take that page over, are asked for once it is on
// screen (the browser reports the paint), so on a slow connection they do not share it with the
// page's styles and picture. The build lists them on this tag: data-scripts run in order (as
// `defer` would), data-preload are the page's own parts, fetched beside them. A page opened in a
// background tab, never painted until shown, starts at once.
//
// Until the app has taken the page over, what the visitor does on it is kept for the app
// (src/early-input.ts): a button pressed or a form sent is held here and done again once the app
// runs, so nothing is sent before its checks and no press is lost.
(function () {
  var tag = document.currentScript;
  var root = document.getElementById('root');
  var list = function (name) {
    return ((tag && tag.getAttribute(name)) || '').split(' ').filter(Boolean);
  };
  var scripts = list('data-scripts');
  var preloads = list('data-preload');

  var early = { actions: [], stop: stop };
  window.arenaEarlyInput = early;
  function keep(event) {
    if (event.type === 'submit') {
      event.preventDefault();
      early.actions.push({ kind: 'submit', form: event.target, submitter: event.submitter || null });
      return;
    }
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    // A form's submit button leads to its submit event, kept above; links and fields act natively.
    if (!button || (button.type === 'submit' && button.form)) return;
    event.preventDefault();
    early.actions.push({ kind: 'click', target: button });
  }
  function stop() {
    if (!root) return;
    root.removeEventListener('click', keep, true);
    root.removeEventListener('submit', keep, true);
  }
  if (root) {
    root.addEventListener('click', keep, true);
    root.addEventListener('submit', keep, true);
  }

  function start() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  // The browser's own report of the first paint: it comes once the frame is on screen, which on a
  // fast device is tens of milliseconds after the frame's callbacks ran, time enough for the
  // scripts to arrive and run before the page is seen. A frame's callback is the fallback where
  // paints are not reported, and a second later than it where a report never comes.
  function afterFirstPaint() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    var reportsPaint = types.indexOf('paint') >= 0;
    if (reportsPaint) {
      var observer = new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        startOnce();
      });
      observer.observe({ type: 'paint', buffered: true });
    }
    requestAnimationFrame(function () {
      setTimeout(startOnce, reportsPaint ? 1000 : 0);
    });
  }
  // A page hidden before it is painted (opened in a background tab, or left at once) starts at once.
  if (document.visibilityState === 'hidden') startOnce();
  else {
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') startOnce();
    });
    afterFirstPaint();
  }
})();
