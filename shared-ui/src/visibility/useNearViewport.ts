import { useCallback, useState, type RefCallback } from 'react';

/**
 * [ref, near]: `near` turns true, once and for good, when the element comes within `rootMargin`
 * of the viewport. For parts far below the fold on a phone (the profile's booking card), whose
 * code would otherwise load and run while the page is still becoming interactive. Where the
 * browser has no IntersectionObserver, true at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '600px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return [ref, near];
}
