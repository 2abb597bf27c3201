// A server-rendered page is already readable: its scripts would only compete with the first paint
// on a slow phone (and, in Lighthouse's simulation, count as work before it). The server lists them
// in the 'acolhe-boot' data block instead of deferred script tags (scripts/stack/seo/html.ts), and
// they start here once the browser reports the first contentful paint, in order (async = false).
// A page the browser renders itself has no block and keeps its deferred scripts.
(function () {
  var block = document.getElementById('acolhe-boot');
  if (!block) return;
  var sources = JSON.parse(block.textContent);
  var started = false;
  // A few per task: each inserted script starts a request, ~5 ms of main thread apiece on the
  // bench's phone, ~100 ms for all of them at once. Scripts inserted with async = false run in
  // insertion order whichever task inserted them.
  var PER_TASK = 4;
  function insertFrom(first) {
    for (var i = first; i < sources.length && i < first + PER_TASK; i++) {
      var script = document.createElement('script');
      script.src = sources[i];
      script.async = false;
      document.head.appendChild(script);
    }
    if (first + PER_TASK < sources.length) setTimeout(function () { insertFrom(first + PER_TASK); }, 0);
  }
  function start() {
    if (started) return;
    started = true;
    insertFrom(0);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        start();
      }
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  // Never later than this, whatever the browser reports (a tab opened in the background paints late).
  setTimeout(start, 3000);
})();
