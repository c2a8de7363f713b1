import { useEffect, useRef, useState } from 'react';

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
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [skip, near]);
  return { ref, near };
}
