import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';
import styles from './form.module.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  showLabel: string;
  hideLabel: string;
}

/** Password input with a show/hide toggle. */
export function PasswordField({ showLabel, hideLabel, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <svg
            viewBox="0 0 24 24"
            width="22"
            height="22"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? null : <path d="M4 20L20 4" strokeLinecap="round" />}
          </svg>
        </button>
      }
    />
  );
}
