import type { ReactNode } from 'react';
import styles from './contact.module.css';

/** The card the contact pages put their view in. */
export const ContactCard = ({ children }: { children: ReactNode }) => (
  <div className={styles.card}>{children}</div>
);
