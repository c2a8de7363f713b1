import { useTranslation } from '../../../i18n/react.tsx';
import type { Route } from './+types/socials';
import { cx } from '../../../components/shell/cx.ts';
import { Icon } from '../../../components/shell/icons.tsx';
import { pageMeta } from '../../../components/shell/meta.ts';
import { useRootData } from '../../../lib/root-data.ts';
import ui from '../../../styles/ui.module.css';
import styles from './account.module.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.nav.socials');

/** No social sign-in providers are connected to the platform, so there is nothing to link: said plainly. */
export default function SocialsPage() {
  const { t } = useTranslation();
  const { brand } = useRootData();
  return (
    <section className={cx(ui.card, styles.state)} aria-labelledby="socials-title" data-state="no-socials">
      <span className={styles.stateIcon} aria-hidden="true">
        <Icon name="globe" size={34} />
      </span>
      <h2 id="socials-title" className={styles.cardTitle}>
        {t('account.socials.title')}
      </h2>
      <p className={styles.stateText}>{t('account.socials.text', { appName: brand.appName })}</p>
    </section>
  );
}
