import { JACKPOT_PUSH } from '@casino/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { toast } from '../../components/ui/toast.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { useRootData } from '../../lib/root-data.ts';
import { jackpotAmount } from './jackpot-amount.ts';

/** Always mounted for players: a jackpot won on this brand, by anyone, is a toast on every page. */
export function JackpotsRoot() {
  const { t, i18n } = useTranslation();
  const { brand } = useRootData();
  usePush('jackpots', 'won', (data) => {
    if (data.brand !== brand.key) return;
    const amount = jackpotAmount(data.amount, data.currency, i18n.language);
    toast(
      t('jackpots.won', {
        tier: t(`jackpots.tiers.${data.key}`),
        amount: t(data.currency === 'COIN' ? 'jackpots.coins' : 'jackpots.entries', { amount }),
      }),
      {
        id: `jackpot-${data.tierId}-${data.generation}`,
        duration: JACKPOT_PUSH.toastMs,
        className: 'jackpot-toast',
      },
    );
  });
  return null;
}
