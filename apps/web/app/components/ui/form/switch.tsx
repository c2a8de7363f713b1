import type { ComponentProps } from 'react';
import styles from './form.module.css';

export interface SwitchProps extends Omit<ComponentProps<'button'>, 'onChange' | 'role' | 'type'> {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/** On/off toggle (role=switch). Label it with aria-labelledby or aria-label. */
export function Switch({ checked, onCheckedChange, className, disabled, ...rest }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      className={[styles.switch, className].filter(Boolean).join(' ')}
      onClick={() => onCheckedChange?.(!checked)}
      {...rest}
    >
      <span className={styles.thumb} aria-hidden="true" />
    </button>
  );
}
