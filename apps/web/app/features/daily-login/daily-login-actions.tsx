import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { DailyLoginApplyResponse, DailyLoginInfo } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { TimerLine } from '../../components/ui/timer-line.tsx';
import { useServerCountdown } from '../../lib/engagement/use-engagement.ts';
import { httpErrorText, isHttpError } from '../../lib/http/http-client.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { isRunComplete } from './levels.ts';
import styles from './daily-login.module.css';
import { FormError } from '../../components/ui/form/form-error.tsx';

function NextCountdown({
  info,
  label,
  onStart,
}: {
  info: DailyLoginInfo;
  label: string;
  onStart: () => void;
}) {
  const countdown = useServerCountdown(info.nextPeriodAt, { onFinish: onStart });
  if (!info.nextPeriodAt) return null;
  return (
    <TimerLine
      label={label}
      value={countdown.text}
      valueClassName={styles.timerValue}
      valueProps={{ 'data-daily-login-countdown': '' }}
    />
  );
}

/**
 * What the player can do now: collect today's level, or confirm the phone first (brands that ask), or
 * wait for the next level (its countdown on the server's clock; the info is read again when it ends).
 */
export function DailyLoginActions({
  info,
  claim,
  refresh,
  onClaimed,
}: {
  info: DailyLoginInfo;
  claim: () => Promise<DailyLoginApplyResponse>;
  refresh: () => void;
  onClaimed: (answer: DailyLoginApplyResponse) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (info.reasonType === 'phone')
    return (
      <div className={styles.notice} data-daily-login-phone="">
        <p className={styles.noticeTitle}>{t('dailyLogin.phone.title')}</p>
        <p className={styles.noticeText}>{t('dailyLogin.phone.text')}</p>
        <Button block onClick={() => openModal('app-phone-confirm')}>
          {t('dailyLogin.phone.confirm')}
        </Button>
      </div>
    );

  if (info.isAvailable) {
    const level = Math.max(info.activeLevel, info.claimedLevels + 1);
    const collect = async () => {
      setBusy(true);
      setError(null);
      try {
        onClaimed(await claim());
      } catch (failure) {
        setError(httpErrorText(failure, t));
        // Collected elsewhere meanwhile, or the day turned: show what is true now.
        if (isHttpError(failure) && failure.status === 409) refresh();
      } finally {
        setBusy(false);
      }
    };
    return (
      <div className={styles.actions}>
        <Button block loading={busy} disabled={busy} onClick={() => void collect()} data-daily-login-claim="">
          {t('dailyLogin.collect', { level })}
        </Button>
        <FormError className={styles.error}>{error}</FormError>
      </div>
    );
  }

  const complete = isRunComplete(info);
  return (
    <div className={styles.actions}>
      {complete ? (
        <p className={styles.complete}>{t('dailyLogin.complete', { levels: info.levels })}</p>
      ) : null}
      <NextCountdown
        info={info}
        label={complete ? t('dailyLogin.newRunIn') : t('dailyLogin.nextIn')}
        onStart={refresh}
      />
      {/* A refused claim's reason stays beside what is true now (the refresh that follows a 409). */}
      <FormError className={styles.error}>{error}</FormError>
    </div>
  );
}
