import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import type { CategoryChip } from './lobby-types.ts';
import styles from './category-view.module.css';

/** The category chips every games page shows, the current one marked. */
export function CategoryChips({
  chips,
  current,
  base,
  label,
}: {
  chips: CategoryChip[];
  current: string;
  base: string;
  /** What the chips are (default: game categories). */
  label?: string;
}) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <nav className={styles.chips} aria-label={label ?? t('catalogue.grid.chipsLabel')}>
      {chips.map((chip) => (
        <AppLink
          key={chip.key}
          to={`/${base}/${chip.key}`}
          className={cx(styles.chip, chip.key === current && styles.chipActive)}
          aria-current={chip.key === current ? 'page' : undefined}
          preventScrollReset
        >
          {chip.title}
        </AppLink>
      ))}
    </nav>
  );
}
