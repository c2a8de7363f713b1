import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_COLLAPSE_MS, TOAST_DURATION_MS } from '@casino/contracts';
import { useMediaQuery } from './use-media-query.ts';
import styles from './toaster.module.css';

// Same breakpoint as sonner's own full-width phone layout.
const PHONE_QUERY = '(max-width: 600px)';

// Sonner reads these custom properties; mapping them to brand tokens styles every toast type at once.
const brandVars = {
  '--normal-bg': 'var(--color-surface, #1d1840)',
  '--normal-border': 'var(--color-border, rgb(255 255 255 / 0.12))',
  '--normal-text': 'var(--color-text, #fff)',
  '--border-radius': 'var(--radius-card, 16px)',
  '--toast-collapse-ms': `${TOAST_COLLAPSE_MS}ms`,
} as CSSProperties;

/** Sonner's container: 3 s, no progress bar, top-center on phones, top-right elsewhere. A chunk of its own. */
export default function BrandToaster() {
  const isPhone = useMediaQuery(PHONE_QUERY);
  return (
    <SonnerToaster
      position={isPhone ? 'top-center' : 'top-right'}
      duration={TOAST_DURATION_MS}
      theme="dark"
      visibleToasts={3}
      gap={10}
      className={styles.toaster}
      style={brandVars}
      toastOptions={{
        classNames: { toast: styles.toast, actionButton: styles.action, cancelButton: styles.cancel },
      }}
    />
  );
}
