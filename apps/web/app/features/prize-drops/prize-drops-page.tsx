import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { localizePath } from '../../i18n/locale.ts';
import { useFeatureEnd } from '../../lib/engagement/use-engagement.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { useRootData } from '../../lib/root-data.ts';
import { PrizeDropsBoard, PrizeDropsPending } from './prize-drops-board.tsx';
import { usePrizeDrops } from './use-prize-drops.ts';
import styles from './prize-drops.module.css';

/**
 * The /prize-drops page's body: the live board for a player (sent home when the prize drops finish, spec
 * shell §4), a call to sign up for a guest.
 */
export function PrizeDropsPage() {
  const { t } = useTranslation();
  const { appInit, locale } = useRootData();
  const navigate = useNavigate();
  const { info, failed, reload } = usePrizeDrops();
  useFeatureEnd(
    info?.general.finishedAt ?? null,
    () => void navigate(localizePath('/', locale)),
    'prizeDrops',
  );

  if (appInit.isGuest)
    return (
      <div className={styles.guest} data-prize-drops-guest="">
        <p className={styles.lead}>{t('prizeDrops.guest')}</p>
        <Button onClick={() => openModal('register')}>{t('prizeDrops.signUp')}</Button>
      </div>
    );
  if (!info) return <PrizeDropsPending failed={failed} reload={reload} />;
  if (!info.isActive) return <p className={styles.lead}>{t('prizeDrops.notRunning')}</p>;
  return <PrizeDropsBoard info={info} />;
}
