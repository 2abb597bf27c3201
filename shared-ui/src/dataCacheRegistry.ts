// Lets code that must not load react-query (the shell's header) clear the data cache if a page
// already created it: @acolhe/shared-ui/data registers its clear function here when it loads.
let clear: (() => void) | null = null;

export function registerDataCache(clearFn: () => void): void {
  clear = clearFn;
}

/** Forgets every cached api answer of this page (sign-out); nothing to do if none was loaded. */
export function clearDataCache(): void {
  clear?.();
}
