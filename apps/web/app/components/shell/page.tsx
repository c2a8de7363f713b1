import type { ReactNode } from 'react';
import ui from '../../styles/ui.module.css';
import { cx } from './cx.ts';
import { Icon, type IconName } from './icons.tsx';
import styles from './page.module.css';

/** Title band at the top of inner pages, on the brand's hero gradient. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  icon,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: string;
  icon?: IconName;
  children?: ReactNode;
}) {
  return (
    <section className={styles.header}>
      <div className={cx(ui.container, styles.headerInner)}>
        {icon && (
          <span className={styles.headerIcon} aria-hidden="true">
            <Icon name={icon} size={30} />
          </span>
        )}
        <div className={styles.headerText}>
          {eyebrow && <p className={cx(ui.eyebrow, styles.eyebrow)}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {children}
        </div>
      </div>
    </section>
  );
}

export function PageBody({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  return <div className={cx(ui.container, styles.body, narrow && styles.narrow)}>{children}</div>;
}

/**
 * Where a feature's content will appear once its issue lands: says so plainly instead of inventing data.
 */
export function Placeholder({
  icon,
  title,
  text,
  children,
}: {
  icon: IconName;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className={cx(ui.card, styles.placeholder)}>
      <span className={styles.placeholderIcon} aria-hidden="true">
        <Icon name={icon} size={34} />
      </span>
      <h2 className={styles.placeholderTitle}>{title}</h2>
      <p className={styles.placeholderText}>{text}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
