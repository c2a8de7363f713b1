import { JACKPOT_PUSH } from '@casino/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { toast } from '../../components/ui/toast.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { useRootData } from '../../lib/root-data.ts';
import { jackpotAmount } from './jackpot-amount.ts';

/** Always mounted for players: a jackpot won on this brand, by anyone, is a toast on every page. */
export function JackpotsRoot() {
  const { t } = useTranslation();
  const amounts = useAmountTexts();
  const { brand } = useRootData();
  usePush('jackpots', 'won', (data) => {
    if (data.brand !== brand.key) return;
    toast(
      t('jackpots.won', {
        tier: t(`jackpots.tiers.${data.key}`),
        amount: jackpotAmount(data.amount, data.currency, amounts),
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
