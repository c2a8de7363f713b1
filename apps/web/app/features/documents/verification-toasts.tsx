import { useTranslation } from '../../i18n/react.tsx';
import { DOCUMENT_TOAST_MS } from '@casino/contracts';
import { toast } from '../../components/ui/toast.ts';
import { usePush } from '../../lib/realtime/use-push.ts';

/** Tells the player, wherever they are on the site, when an operator decided on their document. */
export function VerificationToasts() {
  const { t } = useTranslation();
  const options = { duration: DOCUMENT_TOAST_MS };
  usePush('playerIdentityVerification', 'approved', () =>
    toast.success(t('documents.push.approvedTitle'), {
      ...options,
      description: t('documents.push.approvedText'),
    }),
  );
  usePush('playerIdentityVerification', 'rejected', () =>
    toast.error(t('documents.toast.rejectedTitle'), {
      ...options,
      description: t('documents.push.rejectedText'),
    }),
  );
  usePush('playerIdentityVerification', 'duplicateCredentials', () =>
    toast.error(t('documents.push.duplicateTitle'), {
      ...options,
      description: t('documents.push.duplicateText'),
    }),
  );
  return null;
}
