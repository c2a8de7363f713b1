import { useState } from 'react';
import { toast } from 'sonner';
import bo from '../backoffice.module.css';
import styles from './admin.module.css';

export interface ShownOnceProps {
  /** What the value is ("Password", "API key"): the copy button's toast and the value's name. */
  label: string;
  /** The same inside a sentence ("password", "API key"). */
  noun: string;
  value: string;
  /** What to do with it, after the warning. */
  children?: React.ReactNode;
  testId?: string;
}

/**
 * A secret the server gives once (a new operator's password, a new API key): the value, a copy button,
 * and the warning that it cannot be shown again.
 */
export function ShownOnce({ label, noun, value, children, testId }: ShownOnceProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(`${label} copied.`);
    } catch {
      toast.error('The browser did not allow copying: select the text and copy it by hand.');
    }
  };
  return (
    <div className={styles.once}>
      <p className={bo.notice} role="status">
        <strong>Shown once.</strong> This {noun} is not stored in a form anyone can read back: copy it now.
        Once this window is closed it cannot be shown again.
      </p>
      <div className={styles.secretRow}>
        <code className={styles.secretValue} aria-label={label} data-testid={testId}>
          {value}
        </code>
        <button type="button" className={`${bo.button} ${bo.primary}`} onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      {children}
    </div>
  );
}
