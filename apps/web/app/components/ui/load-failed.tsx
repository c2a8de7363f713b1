import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/**
 * What did not load (the children) and a button to try again, in the feature's own box (`className`).
 * `alert` (on unless turned off) announces it to screen readers.
 */
export function LoadFailed({
  children,
  retry,
  onRetry,
  className,
  alert = true,
}: {
  children: ReactNode;
  retry: string;
  onRetry: () => void;
  className?: string;
  alert?: boolean;
}) {
  return (
    <div className={className} role={alert ? 'alert' : undefined}>
      <p>{children}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}
