// Before the first paint: the theme, and whether this tab holds a key (which shows the page's frame,
// see index.css). Names as in src/lib/theme.ts and src/lib/session/key-storage.ts (boot-script.test.ts).
(function () {
  var root = document.documentElement;
  var read = function (storage, name) {
    try {
      return window[storage].getItem(name);
    } catch {
      return null;
    }
  };
  var theme = read('localStorage', 'relaydesk.theme');
  var systemDark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  if (theme === 'dark' || (theme !== 'light' && systemDark)) root.classList.add('dark');
  var linked = /(^#|&)key=./.test(location.hash);
  if (
    linked ||
    read('sessionStorage', 'relaydesk.key') ||
    read('localStorage', 'relaydesk.key') ||
    read('sessionStorage', 'relaydesk.linkKey')
  ) {
    root.setAttribute('data-has-key', '');
  }
})();
