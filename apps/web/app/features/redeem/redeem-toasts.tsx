import { useTranslation } from '../../i18n/react.tsx';
import { toast } from '../../components/ui/toast.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { formatWinnings } from './redeem-amount.ts';

/** Tells the player, wherever they are on the site, when an operator decided on a redeem request. */
export function RedeemToasts() {
  const { t, i18n } = useTranslation();
  usePush('playerVerification', 'redeem_success', ({ amount }) =>
    toast.success(t('redeem.push.successTitle'), {
      description: t('redeem.push.successText', { amount: formatWinnings(amount, i18n.language) }),
    }),
  );
  usePush('playerVerification', 'redeem_failed', ({ amount, note }) =>
    toast.error(t('redeem.push.failedTitle'), {
      description: [
        t('redeem.push.failedText', { amount: formatWinnings(amount, i18n.language) }),
        note ? t('redeem.push.failedNote', { note }) : null,
      ]
        .filter(Boolean)
        .join(' '),
    }),
  );
  return null;
}
