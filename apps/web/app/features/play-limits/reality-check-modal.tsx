import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import type { PlaySession } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { continuePlaying } from './play-limits-api.ts';
import styles from './play-limits.module.css';

export interface RealityCheckModalProps {
  session: PlaySession;
}

const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);

/**
 * The reality check (and the session time limit's notice): the session's time and net result as the
 * server counted them. "Continue" answers the check; "Stop playing" signs out (docs/play-limits.md).
 */
export default function RealityCheckModal({ close, session }: ModalComponentProps<RealityCheckModalProps>) {
  const { t } = useTranslation();
  const amounts = useAmountTexts();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const minutes = Math.floor(session.elapsedSeconds / 60);
  const duration = t('playLimits.dialog.duration', { h: Math.floor(minutes / 60), m: minutes % 60 });
  const limitReached = session.sessionLimit?.reached ?? false;
  const stop = async () => {
    setBusy(true);
    close();
    await signOut();
  };
  const carryOn = async () => {
    setBusy(true);
    try {
      await continuePlaying();
    } finally {
      close();
    }
  };
  return (
    <ModalFrame
      title={t(limitReached ? 'playLimits.dialog.limitTitle' : 'playLimits.dialog.title')}
      size="sm"
      onClose={limitReached ? close : () => void carryOn()}
      footer={
        <div className={styles.actions}>
          {limitReached ? (
            <>
              <Button variant="secondary" onClick={close} disabled={busy}>
                {t('playLimits.dialog.close')}
              </Button>
              <Button onClick={() => void stop()} disabled={busy}>
                {t('playLimits.dialog.signOut')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={() => void stop()} disabled={busy}>
                {t('playLimits.dialog.stop')}
              </Button>
              <Button onClick={() => void carryOn()} disabled={busy}>
                {t('playLimits.dialog.continue')}
              </Button>
            </>
          )}
        </div>
      }
    >
      <div data-testid="reality-check">
        {limitReached ? (
          <p className={styles.dialogText}>
            {t('playLimits.dialog.limitText', { minutes: session.sessionLimit?.minutes })}
          </p>
        ) : null}
        <p className={styles.dialogText}>{t('playLimits.dialog.playing', { duration })}</p>
        <p className={styles.dialogText}>{t('playLimits.dialog.net')}</p>
        <ul className={styles.net} data-testid="reality-check-net">
          <li>{signed(amounts.coins(session.net.COIN), session.net.COIN)}</li>
          <li>{signed(amounts.entries(session.net.ENTRY / 100), session.net.ENTRY)}</li>
        </ul>
      </div>
    </ModalFrame>
  );
}
