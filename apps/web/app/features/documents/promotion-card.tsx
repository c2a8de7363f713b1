import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import {
  HowItWorks,
  PromotionCardFoot,
  PromotionCardFrame,
} from '../../components/promotion-card/promotion-card.tsx';
import styles from '../../components/promotion-card/promotion-card.module.css';
import type { PromotionCardProps } from '../../lib/feature-module.ts';

/** `verification`: the documents' review status, and the verification page. */
export function VerificationCard({ promotion }: PromotionCardProps<'verification'>) {
  const { t } = useTranslation();
  const status = promotion.data.documentConfirmStatus;
  return (
    <PromotionCardFrame name="verification" title={t('promotions.verification.title')}>
      <p className={styles.text}>{t('promotions.verification.text')}</p>
      <HowItWorks steps={promotion.howWorks} />
      {status ? <p className={styles.reason}>{t(`promotions.verification.status.${status}`)}</p> : null}
      <PromotionCardFoot>
        <AppLink to="/account/verification/" className={styles.linkButton}>
          {t('promotions.verification.action')}
        </AppLink>
      </PromotionCardFoot>
    </PromotionCardFrame>
  );
}
