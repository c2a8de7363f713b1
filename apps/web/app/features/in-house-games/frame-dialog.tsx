import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import styles from './frame-dialog.module.css';

/**
 * A modal dialog inside the game frame: the native <dialog> (focus kept inside, Escape closes, the page
 * behind inert), shown while `open`.
 */
export function FrameDialog({
  open,
  onClose,
  title,
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={testId ? `${testId}-title` : undefined}
      onClose={onClose}
      data-testid={testId}
    >
      {open ? (
        <>
          <header className={styles.head}>
            <h2 id={testId ? `${testId}-title` : undefined}>{title}</h2>
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={t('inHouseGames.close')}
            >
              ×
            </button>
          </header>
          <div className={styles.body}>{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
