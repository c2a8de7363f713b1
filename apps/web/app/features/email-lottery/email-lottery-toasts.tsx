import { useTranslation } from '../../i18n/react.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatAmount } from '../../lib/format/format.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { EMAIL_LOTTERY_MODAL } from './modal-names.ts';

/** Tells a winner, wherever they are on the site, that the email lottery's draw picked them. */
export function EmailLotteryToasts() {
  const { t, i18n } = useTranslation();
  usePush('emailLottery', 'won', ({ place, coins, entries }) =>
    toast.success(t('emailLottery.push.title'), {
      description: t('emailLottery.push.text', {
        place,
        prize: [
          coins ? t('emailLottery.coins', { amount: formatAmount(coins, i18n.language) }) : null,
          entries ? t('emailLottery.entries', { amount: formatAmount(entries, i18n.language) }) : null,
        ]
          .filter(Boolean)
          .join(' + '),
      }),
      action: { label: t('emailLottery.push.see'), onClick: () => openModal(EMAIL_LOTTERY_MODAL) },
    }),
  );
  return null;
}
