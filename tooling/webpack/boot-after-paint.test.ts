/**
 * @jest-environment jsdom
 */
// index.html's second inline script, run as the browser runs it, on a page the server rendered.
import { BOOT_SCRIPTS_ELEMENT_ID } from '@acolhe/shared-domain/contracts';
import { bootAfterPaintScript } from './inline-scripts.cjs';

const SOURCES = Array.from({ length: 10 }, (_, i) => `/chunk-${i}.js`).concat('/main.js');

function serverRenderedPage() {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"><p>Marina</p></div><script type="application/json" id="${BOOT_SCRIPTS_ELEMENT_ID}">${JSON.stringify(SOURCES)}</script>`;
}

const inserted = () =>
  [...document.head.querySelectorAll('script')].map((s) => ({ src: new URL(s.src).pathname, async: s.async }));

describe('boot after the first paint', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    serverRenderedPage();
  });
  afterEach(() => jest.useRealTimers());

  it('starts nothing before the first paint, then every listed script in order, none async', () => {
    // jsdom has no paint timing: the script falls back to the next frame.
    new Function(bootAfterPaintScript())();
    expect(inserted()).toEqual([]);
    jest.runAllTimers();
    expect(inserted()).toEqual(SOURCES.map((src) => ({ src, async: false })));
  });

  it('inserts a few scripts per task, so starting them is no long task', () => {
    new Function(bootAfterPaintScript())();
    jest.advanceTimersToNextTimer(); // the frame after paint
    jest.advanceTimersToNextTimer(); // its task: the first scripts
    expect(inserted().length).toBeGreaterThan(0);
    expect(inserted().length).toBeLessThanOrEqual(4);
    jest.runAllTimers();
    expect(inserted()).toHaveLength(SOURCES.length);
  });

  it('does nothing on a page the browser renders itself (no block)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    new Function(bootAfterPaintScript())();
    jest.runAllTimers();
    expect(inserted()).toEqual([]);
  });
});
