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
