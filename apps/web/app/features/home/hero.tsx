import { useTranslation } from '../../i18n/react.tsx';
import type { AppInit } from '@casino/contracts';
import { BrandEmblem } from '../../brands/wordmark.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { AuthAction } from '../../components/shell/auth-action.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { playerName, useRootData } from '../../lib/root-data.ts';
import { useWelcomeOffer } from '../../lib/welcome-offer.ts';
import ui from '../../styles/ui.module.css';
import styles from './hero.module.css';

/**
 * The landing hero: the brand's promise, the welcome offer (the server's amounts) and one big sign-up button;
 * a signed-in player is greeted (as new in their first session) and sent to the lobby, without the pitch.
 */
/** The home page's games (the lobby's sliders), which the hero's button scrolls to where the home is the lobby. */
export const HOME_GAMES_ID = 'home-games';

export function Hero({ player }: { player: AppInit | null }) {
  const { t } = useTranslation();
  const { brand } = useRootData();
  const offer = useWelcomeOffer();
  const greeting = player?.firstSession ? 'home.hero.welcomeNew' : 'home.hero.welcomeBack';

  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={cx(ui.container, styles.inner)}>
        <div className={styles.copy}>
          <p className={styles.badge}>
            <Icon name="gift" size={16} />
            {player ? t(greeting, { name: playerName(player) }) : t('home.hero.eyebrow')}
          </p>
          <h1 id="home-hero-title" className={styles.title}>
            {t(`home.hero.titles.${brand.key}.lead`)}{' '}
            <span className={styles.highlight}>{t(`home.hero.titles.${brand.key}.highlight`)}</span>
          </h1>
          <p className={styles.lead}>
            {player ? t('home.hero.playerLead') : t('home.hero.lead', { appName: brand.appName })}
          </p>

          <div className={styles.actions}>
            {player && !brand.capabilities.lobbyPage ? (
              // This page is the brand's lobby (docs/brands.md): its games are below, not a page away.
              <a href={`#${HOME_GAMES_ID}`} className={cx(ui.button, ui.cta, ui.large, styles.primaryAction)}>
                {t('home.hero.toGames')}
                <Icon name="chevronDown" size={20} />
              </a>
            ) : player ? (
              <AppLink to="/lobby/" className={cx(ui.button, ui.cta, ui.large, styles.primaryAction)}>
                {t('home.hero.toLobby')}
                <Icon name="chevronRight" size={20} />
              </AppLink>
            ) : (
              <>
                <AuthAction kind="signup" className={cx(ui.button, ui.cta, ui.large, styles.primaryAction)}>
                  {t('home.hero.cta')}
                  <Icon name="chevronRight" size={20} />
                </AuthAction>
                <AuthAction
                  kind="signin"
                  className={cx(ui.button, ui.ghost, ui.large, styles.secondaryAction)}
                >
                  {t('home.hero.signIn')}
                </AuthAction>
              </>
            )}
          </div>

          <ul className={styles.perks}>
            {(['daily', 'modes', 'free'] as const).map((perk) => (
              <li key={perk}>
                <Icon name="check" size={16} strokeWidth={2.6} />
                {t(`home.hero.perks.${perk}`)}
              </li>
            ))}
          </ul>
        </div>

        <div className={styles.art} aria-hidden="true">
          <div className={styles.halo} />
          <div className={styles.rays} />
          <BrandEmblem brand={brand.key} size={220} className={styles.emblem} />
          <span className={cx(styles.coin, styles.c1)} />
          <span className={cx(styles.coin, styles.c2)} />
          <span className={cx(styles.coin, styles.c3)} />
          <span className={cx(styles.coin, styles.c4)} />
          <span className={cx(styles.spark, styles.s1)} />
          <span className={cx(styles.spark, styles.s2)} />
          {!player && (
            <div className={styles.offer} data-welcome-offer="">
              <span className={styles.offerKicker}>{t('home.hero.offer.kicker')}</span>
              <span className={styles.offerMain}>{offer.coins}</span>
              <span className={styles.offerPlus}>+ {offer.entries}</span>
              <span className={styles.offerNote}>{t('home.hero.offer.note')}</span>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
