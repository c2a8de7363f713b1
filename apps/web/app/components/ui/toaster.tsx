import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastRequested, toastRequested } from './toast.ts';

const BrandToaster = lazy(() => import('./sonner-toaster.tsx'));

/**
 * The app's toast outlet. Mount once. It renders nothing until the first toast is asked for, then mounts
 * sonner's container, which shows the toasts asked for while it loaded.
 */
export function Toaster() {
  const requested = useSyncExternalStore(onToastRequested, toastRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <BrandToaster />
    </Suspense>
  );
}
