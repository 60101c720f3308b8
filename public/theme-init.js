// Runs before first paint (loaded from index.html, no inline script under our CSP):
// applies the stored theme (localStorage 'theme': light | dark | system, default
// system) as the class 'light' or 'dark' on <html>, so the page never flashes.
// Keep in step with src/client/lib/preferences.ts.
(function () {
  var theme = 'system';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
  } catch (e) {
    // Storage unavailable (private mode, blocked): follow the system.
  }
  var prefersDark = !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var dark = theme === 'dark' || (theme === 'system' && prefersDark);
  var root = document.documentElement;
  root.classList.remove(dark ? 'light' : 'dark');
  root.classList.add(dark ? 'dark' : 'light');

  // Motion too (localStorage 'animationsEnabled', 'reduceMotion', 'animationSpeed'), so a page
  // rendered on the server honours them before the app runs.
  var stored = function (key) {
    try {
      return window.localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  };
  var systemReduced = !!(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  var reduce = stored('reduceMotion') === 'true' || (stored('reduceMotion') !== 'false' && systemReduced);
  root.dataset.motion = stored('animationsEnabled') === 'false' || reduce ? 'off' : 'on';
  var speed = stored('animationSpeed');
  root.dataset.animationSpeed = speed === 'slow' || speed === 'fast' ? speed : 'normal';

  // The reader's time zone, for the server to write times in on a page it renders for them
  // (src/server/lib/display-time-zone.ts); the app itself reads the browser's.
  try {
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) document.cookie = 'tz=' + encodeURIComponent(zone) + '; path=/; max-age=31536000; samesite=lax';
  } catch (e) {
    // No Intl time zones: the server writes UK time.
  }
})();
