// `webpack serve` only, before any React Refresh runtime runs: the global hook React reports its
// renderer to. React Refresh's own stand-in hook forgets the renderer it is given, so a second
// refresh runtime — each remote's entry brings one into the shell's page — would never find the
// shell's React DOM, and an edited remote component would change nothing on screen. This one keeps
// `renderers`, as the React DevTools hook does (when the extension is installed, its hook is used).
if (typeof window !== 'undefined' && window.__REACT_DEVTOOLS_GLOBAL_HOOK__ === undefined) {
  const renderers = new Map();
  let nextId = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer) {
      const id = nextId++;
      renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}
