import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { DOCUMENT_TOAST_MS } from '@casino/contracts';
import { toast } from '../../components/ui/toast.ts';
import { localizePath } from '../../i18n/locale.ts';
import { useRootData } from '../../lib/root-data.ts';
import { usePush } from '../../lib/realtime/use-push.ts';

/**
 * Tells the player, wherever they are on the site, what their verification says (the spec's
 * `playerVerification` pushes): an operator's decision on their document, an Apple Pay payment's result, and
 * what a redeem still needs, with the way to it.
 */
export function VerificationToasts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { locale } = useRootData();
  const options = { duration: DOCUMENT_TOAST_MS };
  const goTo = (path: string) => ({
    label: t('documents.push.open'),
    onClick: () => void navigate(localizePath(path, locale)),
  });
  usePush('playerVerification', 'success', () =>
    toast.success(t('documents.push.approvedTitle'), {
      ...options,
      description: t('documents.push.approvedText'),
    }),
  );
  usePush('playerVerification', 'failed', () =>
    toast.error(t('documents.toast.rejectedTitle'), {
      ...options,
      description: t('documents.push.rejectedText'),
      action: goTo('/account/documents/'),
    }),
  );
  usePush('playerVerification', 'duplicate', () =>
    toast.error(t('documents.push.duplicateTitle'), {
      ...options,
      description: t('documents.push.duplicateText'),
    }),
  );
  usePush('playerVerification', 'needScanDocument', () =>
    toast(t('documents.push.needScanTitle'), {
      ...options,
      description: t('documents.push.needScanText'),
      action: goTo('/account/documents/'),
    }),
  );
  usePush('playerVerification', 'surveyRequired', () =>
    toast(t('documents.push.surveyTitle'), {
      ...options,
      description: t('documents.push.surveyText'),
      action: goTo('/account/personal-info/'),
    }),
  );
  usePush('playerVerification', 'apple_pay_success', () =>
    toast.success(t('documents.push.applePaySuccessTitle'), {
      ...options,
      description: t('documents.push.applePaySuccessText'),
    }),
  );
  usePush('playerVerification', 'apple_pay_failed', () =>
    toast.error(t('documents.push.applePayFailedTitle'), {
      ...options,
      description: t('documents.push.applePayFailedText'),
    }),
  );
  return null;
}
