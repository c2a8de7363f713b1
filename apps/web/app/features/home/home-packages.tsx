import type { HomePage } from '@casino/contracts';
import { pickText } from '@casino/contracts/values';
import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { AuthAction } from '../../components/shell/auth-action.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { CASH_DEPOSIT_PATH, cashPresetPath } from '../../lib/cash-paths.ts';
import { useRootData } from '../../lib/root-data.ts';
import ui from '../../styles/ui.module.css';
import styles from './sections.module.css';

/**
 * The coin packages on sale to anyone (the home payload's `packages`), with their amounts and prices from the
 * server. A player buys in the store; a guest signs up first (buying needs an account).
 */
export function HomePackages({ packages }: { packages: HomePage['packages'] }) {
  const { t, i18n } = useTranslation();
  const { player } = useRootData();
  const amounts = useAmountTexts();
  if (!packages.length) return null;
  return (
    <section className={cx(ui.container, styles.section)} aria-labelledby="home-packages-title">
      <div className={styles.sectionHead}>
        <div>
          <p className={ui.eyebrow}>{t('home.packages.eyebrow')}</p>
          <h2 id="home-packages-title" className={ui.sectionTitle}>
            {t('home.packages.title')}
          </h2>
        </div>
        {player && (
          <AppLink to={CASH_DEPOSIT_PATH} className={styles.more}>
            {t('home.packages.all')}
            <Icon name="chevronRight" size={18} />
          </AppLink>
        )}
      </div>
      <ul className={styles.packages} data-home-packages="">
        {packages.map((pack) => {
          const buy = t('home.packages.buy', { price: amounts.money(pack.price) });
          return (
            <li key={pack.id} className={cx(ui.card, styles.package)} data-package={pack.id}>
              {pack.badgeLabel && (
                <span className={styles.promoTag}>{pickText(pack.badgeLabel, i18n.language)}</span>
              )}
              <span className={styles.promoTitle}>{amounts.coins(pack.coins)}</span>
              {pack.entries > 0 && <span className={styles.muted}>+ {amounts.entries(pack.entries)}</span>}
              {player ? (
                // The unprefixed path: AppLink adds the page's language.
                <AppLink to={cashPresetPath(pack.id, 'en')} className={cx(ui.button, ui.small)}>
                  {buy}
                </AppLink>
              ) : (
                <AuthAction kind="signup" className={cx(ui.button, ui.small)}>
                  {buy}
                </AuthAction>
              )}
            </li>
          );
        })}
      </ul>
      <p className={styles.muted}>{t('home.packages.note')}</p>
    </section>
  );
}

/** The home payload's info plate: an operator's line (both languages) and where to read more. */
export function InfoPlate({ plate }: { plate: HomePage['infoPlate'] }) {
  const { t, i18n } = useTranslation();
  if (!plate) return null;
  return (
    <aside className={cx(ui.container, styles.plate)} data-info-plate="">
      <Icon name="info" size={18} />
      <span>{pickText(plate.text, i18n.language)}</span>
      {plate.link && (
        <AppLink to={plate.link} className={styles.plateLink}>
          {t('home.plate.more')}
        </AppLink>
      )}
    </aside>
  );
}
