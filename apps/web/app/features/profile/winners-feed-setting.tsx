import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Switch } from '../../components/ui/form/switch.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
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
  const setting = useApiQuery(['winners-feed'], fetchWinnersFeedSetting);
  const display = setting.state.status === 'ready' ? setting.state.data.display : null;
  const [busy, setBusy] = useState(false);
  const failed = setting.state.status === 'error';
  useEffect(() => {
    if (failed) toast.error(t('profile.winnersFeed.loadFailed'));
  }, [failed, t]);

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
              .then((saved) => {
                setting.setData(saved);
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
