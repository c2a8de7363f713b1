import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon, type IconName } from '../../components/shell/icons.tsx';
import { featureModules } from '../../lib/feature-module.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { useRootData } from '../../lib/root-data.ts';
import ui from '../../styles/ui.module.css';
import styles from './how-it-works-page.module.css';

const T = 'pages.howItWorks';

const MODES = [
  { mode: 'TournamentPoints', key: 'coins', icon: 'coins' },
  { mode: 'SweepStakes', key: 'entries', icon: 'ticket' },
] as const;

const REDEEM_STEPS: Array<{ key: 'play' | 'verify' | 'profile' | 'request'; icon: IconName; to?: string }> = [
  { key: 'play', icon: 'ticket' },
  { key: 'verify', icon: 'shield', to: '/account/verification/' },
  { key: 'profile', icon: 'user', to: '/account/personal-info/' },
  { key: 'request', icon: 'gift', to: '/account/redeem/' },
];

function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={`how-${id}`} data-how-section={id}>
      <h2 id={`how-${id}`} className={styles.sectionTitle}>
        {title}
      </h2>
      {lead ? <p className={ui.sectionLead}>{lead}</p> : null}
      {children}
    </section>
  );
}

/**
 * /how-it-works: the two modes, buying coins, the free ways to play (daily rewards, account rewards, free
 * entry by mail), the engagement features that run for the brand and the way winnings are redeemed. Every
 * link leads to a page or a dialog that exists; features the brand does not run are left out.
 */
export function HowItWorksPage() {
  const { t } = useTranslation();
  const { player } = useRootData();
  const live = new Set((player?.features ?? []).filter((f) => f.isActive).map((f) => f.key));
  // The engagement features with a page of their own (their modules' waysToWin), while the brand runs them.
  const ways = featureModules()
    .flatMap((module) => module.waysToWin ?? [])
    .filter((way) => live.has(way.feature))
    .sort((a, b) => a.position - b.position);

  return (
    <div className={styles.page} data-how-it-works="">
      <Section id="modes" title={t(`${T}.modes.title`)} lead={t(`${T}.modes.lead`)}>
        <div className={styles.modes}>
          {MODES.map(({ mode, key, icon }) => {
            const current = player?.gameMode === mode;
            return (
              <article
                key={key}
                className={cx(ui.card, styles.mode, current && styles.current)}
                data-mode={key}
                data-current={current || undefined}
              >
                <header className={styles.modeHead}>
                  <span className={styles.icon} aria-hidden="true">
                    <Icon name={icon} size={26} />
                  </span>
                  <div>
                    <h3 className={styles.cardTitle}>{t(`${T}.modes.${key}.title`)}</h3>
                    <p className={styles.subtitle}>{t(`${T}.modes.${key}.subtitle`)}</p>
                  </div>
                  {current ? <span className={styles.badge}>{t(`${T}.modes.current`)}</span> : null}
                </header>
                <ul className={styles.points}>
                  {(['p1', 'p2', 'p3'] as const).map((p) => (
                    <li key={p}>
                      <Icon name="check" size={16} />
                      <span>{t(`${T}.modes.${key}.${p}`)}</span>
                    </li>
                  ))}
                </ul>
              </article>
            );
          })}
        </div>
      </Section>

      <Section id="buy" title={t(`${T}.buy.title`)}>
        <div className={cx(ui.card, styles.row)}>
          <span className={styles.icon} aria-hidden="true">
            <Icon name="coins" size={26} />
          </span>
          <p className={styles.text}>{t(`${T}.buy.text`)}</p>
          <button
            type="button"
            className={cx(ui.button, ui.cta)}
            onClick={() => openModal('deposit', { location: 'how_it_works' })}
            data-how-buy=""
          >
            {t(`${T}.buy.action`)}
          </button>
        </div>
      </Section>

      <Section id="free" title={t(`${T}.free.title`)} lead={t(`${T}.free.lead`)}>
        <div className={styles.grid}>
          <article className={cx(ui.card, styles.tile)}>
            <span className={styles.icon} aria-hidden="true">
              <Icon name="star" size={26} />
            </span>
            <h3 className={styles.cardTitle}>{t(`${T}.free.daily.title`)}</h3>
            <p className={styles.text}>{t(`${T}.free.daily.text`)}</p>
            <div className={styles.actions}>
              <button
                type="button"
                className={cx(ui.button, ui.ghost, ui.small)}
                onClick={() => openModal('rewards')}
              >
                {t(`${T}.free.daily.action`)}
              </button>
            </div>
          </article>
          <article className={cx(ui.card, styles.tile)}>
            <span className={styles.icon} aria-hidden="true">
              <Icon name="user" size={26} />
            </span>
            <h3 className={styles.cardTitle}>{t(`${T}.free.account.title`)}</h3>
            <p className={styles.text}>{t(`${T}.free.account.text`)}</p>
            <div className={styles.actions}>
              <AppLink to="/account/" className={cx(ui.button, ui.ghost, ui.small)}>
                {t(`${T}.free.account.action`)}
              </AppLink>
            </div>
          </article>
          <article className={cx(ui.card, styles.tile)} data-how-mail="">
            <span className={styles.icon} aria-hidden="true">
              <Icon name="book" size={26} />
            </span>
            <h3 className={styles.cardTitle}>{t(`${T}.free.mail.title`)}</h3>
            <p className={styles.text}>{t(`${T}.free.mail.text`)}</p>
            <div className={styles.actions}>
              <AppLink to="/page/sweepstakes-rules" className={cx(ui.button, ui.ghost, ui.small)}>
                {t(`${T}.free.mail.rules`)}
              </AppLink>
              <AppLink to="/account/free-entry/" className={cx(ui.button, ui.ghost, ui.small)}>
                {t(`${T}.free.mail.code`)}
              </AppLink>
            </div>
          </article>
        </div>
      </Section>

      <Section id="win" title={t(`${T}.win.title`)} lead={t(`${T}.win.lead`)}>
        <div className={styles.grid}>
          {ways.map((way) => (
            <article key={way.name} className={cx(ui.card, styles.tile)} data-how-feature={way.name}>
              <span className={styles.icon} aria-hidden="true">
                <Icon name={way.icon} size={26} />
              </span>
              <h3 className={styles.cardTitle}>{t(`${T}.win.${way.name}.title`)}</h3>
              <p className={styles.text}>{t(`${T}.win.${way.name}.text`)}</p>
              <div className={styles.actions}>
                <AppLink to={way.to} className={cx(ui.button, ui.ghost, ui.small)}>
                  {t(`${T}.win.${way.name}.action`)}
                </AppLink>
              </div>
            </article>
          ))}
        </div>
        <p className={styles.more}>
          <AppLink to="/promotions/" className={styles.link}>
            {t(`${T}.win.promotions`)}
            <Icon name="chevronRight" size={16} />
          </AppLink>
        </p>
      </Section>

      <Section id="redeem" title={t(`${T}.redeem.title`)} lead={t(`${T}.redeem.lead`)}>
        <ol className={styles.steps}>
          {REDEEM_STEPS.map((step, index) => (
            <li key={step.key} className={cx(ui.card, styles.step)}>
              <span className={styles.stepNo} aria-hidden="true">
                {index + 1}
              </span>
              <div className={styles.stepBody}>
                <h3 className={styles.cardTitle}>{t(`${T}.redeem.${step.key}.title`)}</h3>
                <p className={styles.text}>{t(`${T}.redeem.${step.key}.text`)}</p>
                {step.to ? (
                  <AppLink to={step.to} className={styles.link}>
                    {t(`${T}.redeem.${step.key}.action`)}
                    <Icon name="chevronRight" size={16} />
                  </AppLink>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <p className={styles.note}>
        <strong>{t(`${T}.note`)}</strong>{' '}
        <AppLink to="/page/sweepstakes-rules" className={styles.link}>
          {t('shell.nav.sweepstakesRules')}
        </AppLink>
      </p>
    </div>
  );
}
