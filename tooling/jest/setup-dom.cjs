require('@testing-library/jest-dom');
// A file of a jsdom project may ask for Node (`@jest-environment node`, e.g. a server render):
// it has no window to fill in.
if (typeof window === 'undefined') return;
// Mantine reads these browser APIs that jsdom lacks.
const { getComputedStyle } = window;
window.getComputedStyle = (elt) => getComputedStyle(elt);
window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserver { observe() {} unobserve() {} disconnect() {} }
window.ResizeObserver = ResizeObserver;
// Component tests type into real Mantine forms; on a shared 2-core machine 5 s is too tight.
jest.setTimeout(30_000);
// findBy*/waitFor give up after 1 s by default: a busy 2-core machine (CI beside a build) can take
// longer to render a month of a date picker. Waits still end as soon as their condition holds.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
