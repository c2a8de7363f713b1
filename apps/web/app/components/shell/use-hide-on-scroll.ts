import { useEffect, useState } from 'react';

/**
 * True while the reader scrolls down past the threshold; false again on any scroll up. The header
 * uses it to slide away on phones, giving the page the whole screen.
 */
export function useHideOnScroll(threshold = 96): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        // Small jitters (momentum, address-bar resize) should not flip the header.
        if (Math.abs(y - last) < 8) return;
        setHidden(y > threshold && y > last);
        last = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return hidden;
}
