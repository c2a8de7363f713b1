import { useEffect, useId, useState } from 'react';
import type { WinnersFeedDisplay } from '@casino/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Switch } from '../../components/ui/form/switch.tsx';
import { toast } from '../../components/ui/toast.ts';
import ui from '../../styles/ui.module.css';
import { fetchWinnersFeedSetting, saveWinnersFeedSetting } from './profile-api.ts';
import styles from './profile.module.css';

/**
 * Account → Personal info: whether the player's big wins, prize drops and jackpots appear in the home's
 * winners feed, with the name shortened ("Mar***"), or not at all. The server applies it to every win.
 */
export function WinnersFeedSetting() {
  const { t } = useTranslation();
  const labelId = useId();
  const textId = useId();
  const [display, setDisplay] = useState<WinnersFeedDisplay | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchWinnersFeedSetting()
      .then((setting) => setDisplay(setting.display))
      .catch(() => toast.error(t('profile.winnersFeed.loadFailed')));
  }, [t]);

  return (
    <section
      className={cx(ui.card, styles.card)}
      aria-labelledby={labelId}
      data-section="winners-feed"
      data-display={display ?? 'loading'}
    >
      <div className={styles.settingRow}>
        <div className={styles.settingText}>
          <h2 id={labelId} className={styles.cardTitle}>
            {t('profile.winnersFeed.title')}
          </h2>
          <p id={textId} className={styles.settingHint}>
            {display === 'hidden' ? t('profile.winnersFeed.hiddenText') : t('profile.winnersFeed.shownText')}
          </p>
        </div>
        <Switch
          aria-labelledby={labelId}
          aria-describedby={textId}
          checked={display === 'masked'}
          disabled={display === null || busy}
          onCheckedChange={(show) => {
            setBusy(true);
            saveWinnersFeedSetting({ display: show ? 'masked' : 'hidden' })
              .then((setting) => {
                setDisplay(setting.display);
                toast.success(t('profile.winnersFeed.saved'));
              })
              .catch(() => toast.error(t('profile.winnersFeed.failed')))
              .finally(() => setBusy(false));
          }}
        />
      </div>
    </section>
  );
}
