import type { ComponentProps, ReactNode } from 'react';
import { StatusIcon, type StatusIconName } from './status-icon.tsx';
import styles from './form.module.css';

export interface StatusCardProps extends Omit<ComponentProps<'div'>, 'title'> {
  icon: StatusIconName;
  tone?: 'ok' | 'danger' | undefined;
  title?: ReactNode;
}

/** A result screen: a round icon, a title and what to do next (`children`). */
export function StatusCard({ icon, tone, title, children, className, ...rest }: StatusCardProps) {
  return (
    <div className={[styles.status, className].filter(Boolean).join(' ')} {...rest}>
      <span className={styles.statusIcon} data-tone={tone}>
        <StatusIcon name={icon} />
      </span>
      {title ? <h2 className={styles.statusTitle}>{title}</h2> : null}
      {children}
    </div>
  );
}
