import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import styles from './modal-frame.module.css';

export interface ModalFrameProps {
  /** Also the dialog's accessible name. */
  title: ReactNode;
  /** Keeps the title for screen readers only, for designs that show their own heading art. */
  hideTitle?: boolean;
  /** Close button handler; by default the button closes this modal (same as Escape). */
  onClose?: () => void;
  /** Max width: sm 400px, md 480px (default), lg 640px. Phones always get a full-width bottom sheet. */
  size?: 'sm' | 'md' | 'lg';
  /** Sticks to the bottom of the panel, outside the scrolling body. */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * The standard modal panel: brand surface, title, scrolling body, close button.
 * Render it as the root of a registered modal component (it must sit inside the host's dialog).
 */
export function ModalFrame({
  title,
  hideTitle,
  onClose,
  size = 'md',
  footer,
  className,
  children,
}: ModalFrameProps) {
  const { t } = useTranslation();
  const closeButton = (
    <button type="button" className={styles.close} aria-label={t('modals.close')} onClick={onClose}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
    </button>
  );
  return (
    <section
      className={[styles.panel, styles[size], className].filter(Boolean).join(' ')}
      data-modal-frame=""
    >
      <header className={hideTitle ? 'visually-hidden' : styles.header}>
        <Dialog.Title className={styles.title}>{title}</Dialog.Title>
      </header>
      <div className={styles.body}>{children}</div>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      {/* Last in the DOM so the first field, not the close button, gets the initial focus. */}
      {onClose ? closeButton : <Dialog.Close asChild>{closeButton}</Dialog.Close>}
    </section>
  );
}

/** For modals that draw their own panel: the dialog title they must render somewhere. */
export const ModalTitle = Dialog.Title;
