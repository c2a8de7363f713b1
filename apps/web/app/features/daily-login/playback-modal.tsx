import { useTranslation } from '../../i18n/react.tsx';
import type { DailyLoginPrize } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Icon } from '../../components/shell/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { titleFromSlug } from '../../lib/format/title-from-slug.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useDailyLogin } from './daily-login-store.ts';
import { lastCollected } from './levels.ts';
import { DAILY_LOGIN_MODALS } from './modal-names.ts';
import { PrizeParts } from './prize-parts.tsx';
import styles from './daily-login.module.css';
import { Spinner } from '../../components/ui/loading.tsx';

const gameOf = (link: string) => new URL(link, 'http://x').searchParams.get('game');

/** CSS confetti: a dozen falling pieces, nothing to download. */
const Confetti = () => (
  <span className={styles.confetti} aria-hidden="true">
    {Array.from({ length: 12 }, (_, i) => (
      <span key={i} />
    ))}
  </span>
);

function Prizes({ prizes, close }: { prizes: DailyLoginPrize[]; close: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.won}>
      {prizes.map((prize, index) => (
        <li key={index} className={styles.wonItem}>
          <PrizeParts prize={prize} />
          {prize.freeSpinCount > 0 && prize.link ? (
            <AppLink to={prize.link} className={styles.playNow} onClick={close} data-play-free-spins="">
              {gameOf(prize.link)
                ? t('dailyLogin.playback.playOn', { game: titleFromSlug(gameOf(prize.link)!) })
                : t('dailyLogin.playback.playNow')}
            </AppLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * `app-playback`: the congratulations after a claim, with what was paid (the header balance has already
 * risen through the balance push). Opened from a link without a claim, it shows the level collected last.
 */
export default function PlaybackModal({
  level,
  prizes,
  close,
}: ModalComponentProps<{ level?: number; prizes?: DailyLoginPrize[] }>) {
  const { t } = useTranslation();
  const { info } = useDailyLogin();
  const shown = level && prizes ? { level, prizes } : info ? lastCollected(info) : null;
  return (
    <ModalFrame title={t('dailyLogin.playback.title')} size="sm" className={styles.playbackFrame}>
      <div className={styles.playback} data-playback="">
        <Confetti />
        <span className={styles.emblem} aria-hidden="true">
          <Icon name="gift" size={44} strokeWidth={1.6} />
        </span>
        {shown ? (
          <>
            <p className={styles.lead}>{t('dailyLogin.playback.lead', { level: shown.level })}</p>
            <Prizes prizes={shown.prizes} close={close} />
            <Button block onClick={close}>
              {t('dailyLogin.playback.continue')}
            </Button>
          </>
        ) : info ? (
          <>
            <p className={styles.lead}>{t('dailyLogin.playback.nothing')}</p>
            <Button
              block
              onClick={() => {
                close();
                openModal(DAILY_LOGIN_MODALS.dailyLogin);
              }}
            >
              {t('dailyLogin.playback.open')}
            </Button>
          </>
        ) : (
          <Spinner />
        )}
      </div>
    </ModalFrame>
  );
}
