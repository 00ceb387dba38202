// Applies the stored theme before the first paint, so a dark-theme user never sees a light flash.
(function () {
  try {
    var stored = window.localStorage.getItem('theme');
    document.documentElement.setAttribute('data-theme', stored === 'dark' ? 'dark' : 'light');
  } catch {
    document.documentElement.setAttribute('data-theme', 'light');
  }
})();
