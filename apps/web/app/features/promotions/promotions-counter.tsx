import { promotionsCounterLabel } from '@casino/contracts/values';
import { usePromotionsStore } from './promotions-store.ts';
import styles from './promotions.module.css';

/** The number of current promotions next to the nav entry, '9+' above nine; nothing while unknown. */
export function PromotionsCounter({ className }: { className?: string }) {
  const count = usePromotionsStore((state) => state.page?.promotions.length ?? 0);
  const label = promotionsCounterLabel(count);
  if (!label) return null;
  return (
    <span className={[styles.counter, className].filter(Boolean).join(' ')} data-promotions-counter={label}>
      {label}
    </span>
  );
}
