import type { ComponentProps } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'link';
  /** Full width of its container. */
  block?: boolean;
  /** Shows a spinner and marks the button busy; pair with `disabled` while a request runs. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  block,
  loading,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], block ? styles.block : undefined, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} aria-busy={loading || undefined} {...rest}>
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
