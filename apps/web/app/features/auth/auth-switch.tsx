import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import styles from './auth-form.module.css';

/** "Don't have an account? Sign up": a button in modals (swaps the modal), a link on pages. */
export function AuthSwitch({
  prompt,
  label,
  onClick,
  href,
}: {
  prompt: ReactNode;
  label: ReactNode;
  onClick?: (() => void) | undefined;
  href: string;
}) {
  return (
    <p className={styles.switch}>
      {prompt}{' '}
      {onClick ? (
        <Button variant="link" onClick={onClick}>
          {label}
        </Button>
      ) : (
        <Link to={href} className={styles.switchLink}>
          {label}
        </Link>
      )}
    </p>
  );
}
