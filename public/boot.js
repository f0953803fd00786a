// Before the first paint: the theme, and whether this tab holds a key or this browser a person's
// session (either shows the page's frame, see index.css). Names as in src/lib/theme.ts and
// src/lib/session/key-storage.ts (boot-script.test.ts).
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
    read('sessionStorage', 'relaydesk.linkKey') ||
    read('localStorage', 'relaydesk.person')
  ) {
    root.setAttribute('data-has-key', '');
  }
})();

// The app's code (index.html's <template id="app-code">) loads once the page's prerendered frame
// is on screen (its first contentful paint; two animation frames where the browser does not report
// paints), so the code's download and compile never hold that paint up. Without a frame to show
// (signed out, or an address the build has no frame for) it loads as soon as the document is
// parsed; a tab out of sight paints nothing, and a timer loads the code there.
(function () {
  var load = function () {
    var code = document.getElementById('app-code');
    if (!code) return;
    code.remove();
    document.head.appendChild(document.importNode(code.content, true));
  };
  document.addEventListener('DOMContentLoaded', function () {
    var framed =
      document.documentElement.hasAttribute('data-has-key') && document.querySelector('[data-page-shell]');
    if (!framed || document.visibilityState !== 'visible') return load();
    setTimeout(load, 1000);
    var observer = window.PerformanceObserver;
    if (observer && (observer.supportedEntryTypes || []).indexOf('paint') >= 0) {
      new observer(function (list, self) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        self.disconnect();
        load();
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(function () {
        requestAnimationFrame(load);
      });
    }
  });
})();
