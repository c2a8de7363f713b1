import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { toast } from '../../components/ui/toast.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { EMAIL_LOTTERY_MODAL } from './modal-names.ts';

/** Tells a winner, wherever they are on the site, that the email lottery's draw picked them. */
export function EmailLotteryToasts() {
  const { t } = useTranslation();
  const amounts = useAmountTexts();
  usePush('emailLottery', 'won', ({ place, coins, entries }) =>
    toast.success(t('emailLottery.push.title'), {
      description: t('emailLottery.push.text', {
        place,
        prize: amounts.prize({ coins, entries }),
      }),
      action: { label: t('emailLottery.push.see'), onClick: () => openModal(EMAIL_LOTTERY_MODAL) },
    }),
  );
  return null;
}
