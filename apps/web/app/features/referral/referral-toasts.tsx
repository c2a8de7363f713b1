import { useTranslation } from '../../i18n/react.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatAmount } from '../../lib/format/format.ts';
import { usePush } from '../../lib/realtime/use-push.ts';

/** Tells both sides, wherever they are on the site, that an invited friend qualified and what they got. */
export function ReferralToasts() {
  const { t, i18n } = useTranslation();
  usePush('referral', 'qualified', ({ role, coins, entries }) =>
    toast.success(t(`referral.push.${role}.title`), {
      description: t(`referral.push.${role}.text`, {
        prize: [
          coins ? t('referral.coins', { amount: formatAmount(coins, i18n.language) }) : null,
          entries ? t('referral.entries', { amount: formatAmount(entries, i18n.language) }) : null,
        ]
          .filter(Boolean)
          .join(' + '),
      }),
    }),
  );
  return null;
}
