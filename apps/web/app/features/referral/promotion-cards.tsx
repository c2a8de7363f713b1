import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import {
  HowItWorks,
  Prize,
  PromotionCardFoot,
  PromotionCardFrame,
} from '../../components/promotion-card/promotion-card.tsx';
import styles from '../../components/promotion-card/promotion-card.module.css';
import { Button } from '../../components/ui/button.tsx';
import type { PromotionCardProps } from '../../lib/feature-module.ts';
import { useCopied } from '../../lib/use-copied.ts';

/** `invite`: the player's code, a button copying their invite link, and the referral page. */
export function InviteCard({ promotion }: PromotionCardProps<'invite'>) {
  const { t } = useTranslation();
  const [copied, copy] = useCopied();
  const [link, setLink] = useState(`/?invited_by=${promotion.data.refcode}`);
  useEffect(
    () => setLink(`${window.location.origin}/?invited_by=${promotion.data.refcode}`),
    [promotion.data.refcode],
  );
  return (
    <PromotionCardFrame name="invite" title={t('promotions.invite.title')}>
      <p className={styles.text}>{t('promotions.invite.text')}</p>
      <Prize coins={promotion.prizeCoins} entries={promotion.prizeEntries} />
      <HowItWorks steps={promotion.howWorks} />
      <p className={styles.code}>
        <span>{t('promotions.invite.code')}</span> <strong>{promotion.data.refcode}</strong>
      </p>
      <PromotionCardFoot>
        <Button block variant="secondary" onClick={() => copy(link)}>
          {copied ? t('promotions.invite.copied') : t('promotions.invite.copy')}
        </Button>
        <AppLink to="/referral/" className={styles.textLink} data-referral-link="">
          {t('promotions.inviteLink')}
        </AppLink>
      </PromotionCardFoot>
    </PromotionCardFrame>
  );
}

/** An invited friend before their first purchase: what it unlocks, and the cashier with inviteQualification=true. */
export function InviteQualificationCard({ promotion }: PromotionCardProps<'inviteQualification'>) {
  const { t } = useTranslation();
  return (
    <PromotionCardFrame
      name="inviteQualification"
      title={t('promotions.inviteQualification.title')}
      art="heart"
    >
      <p className={styles.text}>
        {t('promotions.inviteQualification.text', { name: promotion.data.invitedBy })}
      </p>
      <Prize coins={promotion.prizeCoins} entries={promotion.prizeEntries} />
      <HowItWorks steps={promotion.howWorks} />
      <PromotionCardFoot>
        <AppLink to={promotion.data.cashPath} className={styles.linkButton} data-invite-qualification="">
          {t('promotions.inviteQualification.action')}
        </AppLink>
      </PromotionCardFoot>
    </PromotionCardFrame>
  );
}
