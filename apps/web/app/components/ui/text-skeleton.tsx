import styles from './text-skeleton.module.css';

/**
 * Stands where a signed-in player's own text goes on a shared page (ADR 0031) until their app init is read:
 * no made-up value, and the width of a typical one, so the line does not move when it arrives.
 */
export function TextSkeleton({ kind }: { kind: 'amount' | 'name' | 'letter' | 'heading' }) {
  return <span className={`${styles.skeleton} ${styles[kind]}`} aria-hidden="true" data-skeleton="player" />;
}
