import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { toast } from '../../components/ui/toast.ts';
import { usePush } from '../../lib/realtime/use-push.ts';

/** Tells both sides, wherever they are on the site, that an invited friend qualified and what they got. */
export function ReferralToasts() {
  const { t } = useTranslation();
  const amounts = useAmountTexts();
  usePush('referral', 'qualified', ({ role, coins, entries }) =>
    toast.success(t(`referral.push.${role}.title`), {
      description: t(`referral.push.${role}.text`, {
        prize: amounts.prize({ coins, entries }),
      }),
    }),
  );
  return null;
}
