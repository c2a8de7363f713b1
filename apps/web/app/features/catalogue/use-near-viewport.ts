import { useEffect, useRef, useState } from 'react';

/**
 * Calls `callback` once, when `element` comes within a screen of the viewport (at once without
 * IntersectionObserver). Returns a cancel function, for effects.
 */
export function whenNearViewport(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Whether the section has come within a screen of the viewport, for lists that draw their first items
 * with the page and the rest on the way (true at once without IntersectionObserver). `skip`: nothing to add.
 */
export function useNearViewport<E extends HTMLElement = HTMLElement>(skip: boolean) {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (skip || near || !element) return;
    return whenNearViewport(element, () => setNear(true));
  }, [skip, near]);
  return { ref, near };
}

/** A list below the first screen: its first `first` items drawn with the page, all of them once it is near. */
export function useNearList<T, E extends HTMLElement = HTMLElement>(items: readonly T[], first: number) {
  const { ref, near } = useNearViewport<E>(items.length <= first);
  return { ref, shown: near ? items : items.slice(0, first) };
}
