/** A full page load of a same-site path (replaced in tests: jsdom cannot navigate). */
export const pageLoad = {
  go(path: string): void {
    window.location.assign(path);
  },
};
