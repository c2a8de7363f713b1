import { promotionsCounterLabel } from '@casino/contracts/values';
import { usePromotionsPage } from './promotions-query.ts';
import styles from '../../components/promotion-card/promotion-card.module.css';

/**
 * The number of current promotions next to the nav entry, '9+' above nine; nothing while unknown. A
 * signed-in player's widget, a chunk of its own (module.tsx): the query library stays out of a guest's
 * first load.
 */
export default function PromotionsCounter({ className }: { className?: string }) {
  const { state } = usePromotionsPage();
  const label = promotionsCounterLabel(state.status === 'ready' ? state.data.promotions.length : 0);
  if (!label) return null;
  return (
    <span className={[styles.counter, className].filter(Boolean).join(' ')} data-promotions-counter={label}>
      {label}
    </span>
  );
}
