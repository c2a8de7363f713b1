import { useCallback, useEffect, useState } from 'react';
import { CLIPBOARD_COPIED_MS } from '@casino/contracts';

/** Copies text; `copied` is true for the spec's 1,500 ms after a copy succeeded. */
export function useCopied(): [copied: boolean, copy: (text: string) => void] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CLIPBOARD_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = useCallback((text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => {},
    );
  }, []);
  return [copied, copy];
}
