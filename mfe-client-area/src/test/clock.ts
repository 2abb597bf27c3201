// Only Date is faked (timers stay real, so Mantine and the http client behave as usual).
export function freezeNow(now: Date) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate',
      'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback',
      'cancelIdleCallback', 'hrtime', 'performance',
    ],
  });
}

/** Each test of the file runs at `now`, back on the real clock after it. Call it before
 * signInForEachTest where the session should be made at `now`. */
export function freezeNowForEachTest(now: Date) {
  beforeEach(() => freezeNow(now));
  afterEach(() => jest.useRealTimers());
}
