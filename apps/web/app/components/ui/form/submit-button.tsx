import type { ReactNode } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { Button } from '../button.tsx';

/** A form's full-width submit: off until the page is interactive and while the form is sending. */
export function SubmitButton({
  submitting,
  disabled = false,
  children,
}: {
  submitting: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" block disabled={!hydrated || disabled || submitting} loading={submitting}>
      {children}
    </Button>
  );
}
