import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import type { BingoAccrueRewardResponse, Prize } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { useServerCountdown } from '../../lib/engagement/use-engagement.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { playBingoCard } from './bingo-api.ts';
import { useBingo } from './use-bingo.ts';
import styles from './bingo.module.css';
import { FormError } from '../../components/ui/form/form-error.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';

function PrizeText({ prize }: { prize: Prize }) {
  return <>{useAmountTexts().prize(prize)}</>;
}

function Card({ played }: { played: BingoAccrueRewardResponse }) {
  const { t } = useTranslation();
  const { card } = played;
  return (
    <div className={styles.result} data-bingo-card="" data-bingo-lines={card.lines}>
      <div className={styles.grid}>
        {card.numbers.map((n, i) => (
          <span key={n} className={styles.cell} data-hit={card.hits[i] ? '' : undefined}>
            {n}
          </span>
        ))}
      </div>
      <div className={styles.drawn} aria-label={t('bingo.drawn')}>
        {card.balls.map((n) => (
          <span key={n} className={styles.drawnBall}>
            {n}
          </span>
        ))}
      </div>
      <p className={styles.lines}>{t('bingo.lines', { count: card.lines })}</p>
      <p className={styles.prize} data-prize-won="">
        {played.prizes.map((p, i) => (
          <PrizeText key={i} prize={p} />
        ))}
      </p>
    </div>
  );
}

/** `app-bingo`: the balls collected, the next ball's progress, the round's end, and a card at 10 balls. */
export default function BingoModal(_props: ModalComponentProps) {
  const { t } = useTranslation();
  const { data, setData, failed, reload } = useBingo();
  const [played, setPlayed] = useState<BingoAccrueRewardResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ends = useServerCountdown(data?.bingoEndDate ?? null);

  const play = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await playBingoCard();
      setPlayed(answer);
      setData(answer.data);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('bingo.playFailed'));
      reload();
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (!data)
    body = failed ? (
      <LoadFailed className={styles.state} retry={t('bingo.retry')} onRetry={reload}>
        {t('bingo.loadFailed')}
      </LoadFailed>
    ) : (
      <p className={styles.state} aria-busy="true">
        {t('bingo.loading')}
      </p>
    );
  else {
    // The server says how many balls a card takes (its config), not a constant of the client.
    const perCard = data.ballsPerCard;
    const ready = data.isActive && data.availablePoint >= perCard;
    body = (
      <div className={styles.view} data-bingo="" data-balls={data.availablePoint}>
        <p className={styles.lead}>
          {t('bingo.how', { count: data.roundsPerBall, bet: data.minBet, balls: data.ballsPerCard })}
        </p>
        <div className={styles.balls} aria-label={t('bingo.balls', { count: data.availablePoint })}>
          {Array.from({ length: perCard }, (_, i) => (
            <span key={i} className={styles.ball} data-filled={i < data.availablePoint ? '' : undefined} />
          ))}
        </div>
        <p className={styles.count}>{t('bingo.balls', { count: data.availablePoint })}</p>
        <ProgressBar className={styles.progress} value={data.nextBallProgress} label={t('bingo.nextBall')} />
        <p className={styles.small}>{t('bingo.nextBallProgress', { progress: data.nextBallProgress })}</p>
        {data.bingoEndDate && !ends.finished ? (
          <p className={styles.small} suppressHydrationWarning>
            {t('bingo.endsIn', { time: ends.text })}
          </p>
        ) : null}
        {!data.isActive ? <p className={styles.small}>{t('bingo.notRunning')}</p> : null}
        {played ? <Card played={played} /> : null}
        <FormError className={styles.error}>{error}</FormError>
        <Button block onClick={play} disabled={!ready || busy} loading={busy} data-bingo-play="">
          {ready ? t('bingo.play') : t('bingo.collectMore', { count: perCard - data.availablePoint })}
        </Button>
        <details className={styles.table}>
          <summary>{t('bingo.prizes')}</summary>
          <ul>
            {data.linePrizes.map((prize, lines) => (
              <li key={lines}>
                <span>
                  {lines === data.linePrizes.length - 1
                    ? t('bingo.linesOrMore', { count: lines })
                    : t('bingo.lines', { count: lines })}
                </span>
                <strong>
                  <PrizeText prize={prize} />
                </strong>
              </li>
            ))}
          </ul>
        </details>
      </div>
    );
  }
  return (
    <ModalFrame title={t('bingo.title')} size="md">
      {body}
    </ModalFrame>
  );
}
