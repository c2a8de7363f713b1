import styles from './game-frame.module.css';

/** The frame's whole page while it loads, or when it cannot play. */
export function FrameNotice({ error, children }: { error: boolean; children: React.ReactNode }) {
  return (
    <main className={styles.frame} data-kind="loading">
      <p className={styles.notice} role={error ? 'alert' : 'status'}>
        {children}
      </p>
    </main>
  );
}
