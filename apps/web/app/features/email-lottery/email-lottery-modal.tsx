import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import type { EmailLotteryInfo } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { useServerCountdown } from '../../lib/engagement/use-engagement.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { fetchEmailLottery } from './email-lottery-api.ts';
import styles from './email-lottery.module.css';

function Prize({ coins, entries }: { coins: number; entries: number }) {
  return <>{useAmountTexts().prize({ coins, entries })}</>;
}

function NextDraw({ info }: { info: EmailLotteryInfo }) {
  const { t, i18n } = useTranslation();
  const countdown = useServerCountdown(info.nextDrawAt);
  if (!info.nextDrawAt) return <p className={styles.muted}>{t('emailLottery.noDraw')}</p>;
  const when = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(info.nextDrawAt));
  return (
    <div className={styles.next} data-next-draw={info.nextDrawAt}>
      <span className={styles.label}>{t('emailLottery.nextDraw')}</span>
      <strong className={styles.when} suppressHydrationWarning>
        {when}
      </strong>
      <span className={styles.countdown} suppressHydrationWarning>
        {t('emailLottery.in', { time: countdown.text })}
      </span>
    </div>
  );
}

/** `email-lottery`: the next draw, each place's prize, whether the player is entered, and past winners. */
export default function EmailLotteryModal({ close }: ModalComponentProps) {
  const { t, i18n } = useTranslation();
  const { state, reload } = useApiQuery(['email-lottery'], fetchEmailLottery);
  usePush('emailLottery', 'drawn', () => void reload());
  const info = state.status === 'ready' ? state.data : null;

  return (
    <ModalFrame title={t('emailLottery.title')} size="md">
      <div className={styles.body} data-email-lottery="">
        {!info ? (
          state.status === 'error' ? (
            <p role="alert">{t('emailLottery.failed')}</p>
          ) : (
            <div className={styles.skeleton} role="status" aria-label={t('emailLottery.loading')} />
          )
        ) : (
          <>
            <p className={styles.muted}>{t('emailLottery.lead')}</p>
            <NextDraw info={info} />
            {info.isEntered ? (
              <p className={styles.entered} data-entered="true">
                {t('emailLottery.entered')}
              </p>
            ) : (
              <div className={styles.notEntered} data-entered="false">
                <p>{t('emailLottery.notEntered')}</p>
                {info.isActive ? (
                  <AppLink to="/email-verify/" className={styles.link} onClick={close}>
                    {t('emailLottery.confirm')}
                  </AppLink>
                ) : null}
              </div>
            )}
            <h3 className={styles.heading}>{t('emailLottery.prizes')}</h3>
            <ol className={styles.places}>
              {info.prizes.map((prize) => (
                <li key={prize.place} data-place={prize.place}>
                  <span className={styles.place}>{t('emailLottery.place', { place: prize.place })}</span>
                  <strong>
                    <Prize coins={prize.coins} entries={prize.entries} />
                  </strong>
                </li>
              ))}
            </ol>
            <h3 className={styles.heading}>{t('emailLottery.winners')}</h3>
            {info.draws.length === 0 ? (
              <p className={styles.muted}>{t('emailLottery.noWinners')}</p>
            ) : (
              info.draws.map((draw) => (
                <section key={draw.drawKey} className={styles.draw} data-draw={draw.drawKey}>
                  <p className={styles.drawHead} suppressHydrationWarning>
                    {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                      new Date(draw.drawAt),
                    )}{' '}
                    · {t('emailLottery.entrants', { count: draw.entrants })}
                  </p>
                  <ul className={styles.winners}>
                    {draw.winners.map((winner) => (
                      <li key={winner.place} data-you={winner.isYou}>
                        <span className={styles.place}>
                          {t('emailLottery.place', { place: winner.place })}
                        </span>
                        <span className={styles.name}>
                          {winner.name}
                          {winner.isYou ? ` (${t('emailLottery.you')})` : ''}
                        </span>
                        <Prize coins={winner.coins} entries={winner.entries} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            )}
          </>
        )}
        <Button variant="secondary" block onClick={close}>
          {t('emailLottery.close')}
        </Button>
      </div>
    </ModalFrame>
  );
}
