import type { HomePromotion } from '@casino/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { AuthAction } from '../../components/shell/auth-action.tsx';
import { cx } from '../../components/shell/cx.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { useRootData } from '../../lib/root-data.ts';
import ui from '../../styles/ui.module.css';
import { PromotionCards } from './promotions-teaser.tsx';
import styles from './sections.module.css';

/**
 * What a guest who opened Promotions or Tournaments sees (the access guard sends them here rather than to a
 * sign-in wall): what the brand runs now, from the server, and the sign-up. `races`: the races only.
 */
export function GuestTeaser({ races, promotions }: { races: boolean; promotions: readonly HomePromotion[] }) {
  const { t } = useTranslation();
  const { brand } = useRootData();
  return (
    <>
      <PageHeader
        eyebrow={t('home.teaser.eyebrow')}
        title={t(races ? 'home.teaser.tournaments' : 'home.teaser.promotions')}
        lead={t('home.teaser.lead', { appName: brand.appName })}
        icon={races ? 'trophy' : 'gift'}
      >
        <div className={styles.teaserActions}>
          <AuthAction kind="signup" className={cx(ui.button, ui.primary)}>
            {t('home.teaser.cta')}
          </AuthAction>
          <AuthAction kind="signin" className={cx(ui.button, ui.ghost)}>
            {t('home.teaser.signIn')}
          </AuthAction>
        </div>
      </PageHeader>
      <PageBody>
        {promotions.length ? (
          <PromotionCards promotions={promotions} />
        ) : (
          <p className={styles.muted} data-whats-on-empty="">
            {t('home.teaser.none')}
          </p>
        )}
      </PageBody>
    </>
  );
}
