import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import type { MagicBox, MagicBoxOpenResponse } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { useServerCountdown } from '../../lib/engagement/use-engagement.ts';
import { formatAmount } from '../../lib/format/format.ts';
import { isHttpError } from '../../lib/http/http-client.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { fetchMagicBox, openMagicBox } from './magic-box-api.ts';
import styles from './magic-box.module.css';
import { FormError } from '../../components/ui/form/form-error.tsx';

const loadMagicBox = async (signal: AbortSignal): Promise<MagicBox> => (await fetchMagicBox(signal)).data;

function PrizeParts({ prize }: { prize: { coins: number; entries: number } }) {
  const amounts = useAmountTexts();
  return (
    <>
      {prize.coins > 0 ? <span className={styles.coins}>{amounts.coins(prize.coins)}</span> : null}
      {prize.entries > 0 ? <span className={styles.entries}>{amounts.entries(prize.entries)}</span> : null}
    </>
  );
}

function EventLine({ event }: { event: NonNullable<MagicBox['event']> }) {
  const { t } = useTranslation();
  const countdown = useServerCountdown(event.isActive ? event.finishesAt : event.startsAt);
  const name = t(`magicBox.event.${event.slug}`, { defaultValue: event.slug });
  return (
    <p
      className={styles.event}
      data-event={event.slug}
      data-event-active={event.isActive}
      suppressHydrationWarning
    >
      {t(event.isActive ? 'magicBox.event.running' : 'magicBox.event.next', { name, time: countdown.text })}
    </p>
  );
}

function NextExpiry({ at }: { at: string }) {
  const { t } = useTranslation();
  const countdown = useServerCountdown(at);
  return (
    <p className={styles.muted} suppressHydrationWarning>
      {t('magicBox.expiresIn', { time: countdown.text })}
    </p>
  );
}

/** `app-magic-box`: the player's boxes; opening one shows what the server drew and paid. */
export default function MagicBoxModal() {
  const { t, i18n } = useTranslation();
  const amounts = useAmountTexts();
  const { state: load, reload, setData } = useApiQuery(['magic-box'], loadMagicBox);
  const [opening, setOpening] = useState(false);
  const [won, setWon] = useState<MagicBoxOpenResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  usePush('magicBox', 'boxesEarned', reload);

  const open = () => {
    setOpening(true);
    setError(null);
    setWon(null);
    openMagicBox().then(
      (answer) => {
        setWon(answer);
        setData(answer.data);
        setOpening(false);
      },
      (failure: unknown) => {
        const code = isHttpError(failure) ? failure.code : undefined;
        setError(t(`magicBox.refusals.${code ?? 'no_box'}`, { defaultValue: t('magicBox.failed') }));
        setOpening(false);
        reload();
      },
    );
  };

  const data = load.status === 'ready' ? load.data : null;
  return (
    <ModalFrame title={t('magicBox.title')} size="md">
      {load.status === 'error' ? (
        <div className={styles.body}>
          <p>{t('magicBox.failed')}</p>
          <Button variant="secondary" onClick={reload}>
            {t('magicBox.retry')}
          </Button>
        </div>
      ) : !data ? (
        <p className={styles.muted}>…</p>
      ) : (
        <div className={styles.body} data-magic-box="" data-boxes={data.boxes.length}>
          <p className={styles.muted}>
            {t('magicBox.lead', {
              entries: amounts.entries(data.maxPrize.entries),
              coins: amounts.coins(data.maxPrize.coins),
            })}
          </p>
          {data.event ? <EventLine event={data.event} /> : null}
          <div className={styles.box} data-opened={won ? '' : undefined} aria-hidden="true">
            <span className={styles.lid} />
            <span className={styles.chest} />
            <span className={styles.ribbon} />
          </div>
          {won ? (
            <div className={styles.won} role="status" data-box-prize="">
              <span className={styles.wonLabel}>{t('magicBox.won')}</span>
              <PrizeParts prize={won.prize} />
            </div>
          ) : null}
          <FormError className={styles.error}>{error}</FormError>
          <p className={styles.count}>
            {data.boxes.length > 0
              ? t('magicBox.boxes', { count: data.boxes.length })
              : t('magicBox.noBoxes')}
          </p>
          {data.boxes[0] ? <NextExpiry at={data.boxes[0].expiresAt} /> : null}
          {data.isActive || data.boxes.length > 0 ? (
            <Button onClick={open} disabled={opening || data.boxes.length === 0} data-open-box="">
              {opening ? t('magicBox.opening') : won ? t('magicBox.again') : t('magicBox.open')}
            </Button>
          ) : (
            <p>{t('magicBox.off')}</p>
          )}
          {data.play ? (
            <p className={styles.muted}>
              {t('magicBox.play', {
                wagered: formatAmount(data.play.wagered, i18n.language),
                perBox: formatAmount(data.play.perBox, i18n.language),
              })}
            </p>
          ) : (
            <p className={styles.muted}>{t('magicBox.earn')}</p>
          )}
          <details className={styles.prizes}>
            <summary>{t('magicBox.prizes')}</summary>
            <ul>
              {data.prizes.map((prize, index) => (
                <li key={index}>
                  <PrizeParts prize={prize} />
                </li>
              ))}
            </ul>
          </details>
        </div>
      )}
    </ModalFrame>
  );
}
