import { startTransition, useEffect, useState } from 'react';

/**
 * False in the first render, true once the browser has painted it. The home page renders what lies
 * below the fold then, as a transition: the first paint carries only the hero (the page's largest
 * content), and the rest no longer holds it back — on a slow phone that rest is ~300 ms of render
 * and layout (docs/benchmarks.md).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the next paint; a task queued from it runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
