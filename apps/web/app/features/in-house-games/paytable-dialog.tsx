import { useMemo } from 'react';
import { featureBuyBreakdown, theoreticalRtp, type GameDefinition } from '@casino/game-math';
import { useTranslation } from '../../i18n/react.tsx';
import { FrameDialog } from './frame-dialog.tsx';
import { maxWinTimes, paysAtBet, scatterPaysAtBet } from './paytable.ts';
import { SymbolArt } from './symbol-art.tsx';
import styles from './frame-dialog.module.css';

/** One payline on a small grid: its cell on each reel, joined. */
function LineDiagram({ rows, line }: { rows: number; line: readonly number[] }) {
  const reels = line.length;
  return (
    <svg viewBox={`0 0 ${reels * 20} ${rows * 20}`} aria-hidden="true">
      {line.map((_, reel) =>
        Array.from({ length: rows }, (__, row) => (
          <rect
            key={`${reel}-${row}`}
            x={reel * 20 + 2}
            y={row * 20 + 2}
            width="16"
            height="16"
            rx="3"
            fill={line[reel] === row ? '#ffd84d' : 'rgb(255 255 255 / 0.12)'}
          />
        )),
      )}
      <polyline
        points={line.map((row, reel) => `${reel * 20 + 10},${row * 20 + 10}`).join(' ')}
        fill="none"
        stroke="#ff5fa2"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * The paytable and rules, generated from the game's data: what each symbol pays at the current bet, the
 * paylines, the features, the RTP (exact, from theoreticalRtp) and the most a round can win.
 */
export function PaytableDialog({
  game,
  bet,
  amount,
  open,
  onClose,
}: {
  game: GameDefinition;
  bet: number;
  /** Formats minor units in the session's currency. */
  amount: (minor: number) => string;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  // Exact and a few milliseconds: computed once per game, when the dialog first opens.
  const rtp = useMemo(() => (open ? theoreticalRtp(game) : null), [game, open]);
  // A bought round's own return, per price paid (exact too; a game that sells its feature only).
  const buyRtp = useMemo(
    () => (open && game.featureBuy ? featureBuyBreakdown(game).total : null),
    [game, open],
  );
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', minimumFractionDigits: 2 });
  const number = new Intl.NumberFormat(i18n.language);
  const free = game.freeSpins;
  const link = game.holdAndLink;
  const maxWin = maxWinTimes(game);
  return (
    <FrameDialog open={open} onClose={onClose} title={t('inHouseGames.paytable.title')} testId="paytable">
      <p>{t('inHouseGames.paytable.atBet', { bet: amount(bet) })}</p>
      <h3>{t('inHouseGames.paytable.symbols')}</h3>
      <ul className={styles.symbols}>
        {paysAtBet(game, bet).map(({ symbol, pays }) => (
          <li key={symbol} className={styles.symbol} data-symbol={symbol}>
            <span className={styles.symbolArt}>
              <SymbolArt id={symbol} />
            </span>
            <dl className={styles.pays}>
              {pays.map(({ count, amount: pay }) => (
                <div key={count} style={{ display: 'contents' }}>
                  <dt>×{count}</dt>
                  <dd>{amount(pay)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <p>{t('inHouseGames.paytable.wild')}</p>
      {free ? (
        <>
          <h3>{t('inHouseGames.paytable.freeSpinsTitle')}</h3>
          <ul className={styles.symbols}>
            <li className={`${styles.symbol} ${styles.wide}`} data-symbol={free.scatter}>
              <span className={styles.symbolArt}>
                <SymbolArt id={free.scatter} />
              </span>
              <dl className={styles.pays}>
                {scatterPaysAtBet(game, bet).map(({ count, amount: pay, spins }) => (
                  <div key={count} style={{ display: 'contents' }}>
                    <dt>×{count}</dt>
                    <dd>{t('inHouseGames.paytable.scatterPay', { amount: amount(pay), n: spins })}</dd>
                  </div>
                ))}
              </dl>
            </li>
          </ul>
          <p>
            {t('inHouseGames.paytable.freeSpinsRules', {
              multiplier: free.multiplier,
              max: free.maxFreeSpins,
            })}
          </p>
        </>
      ) : null}
      {link ? (
        <>
          <h3>{t('inHouseGames.paytable.holdAndLinkTitle')}</h3>
          <p>
            {t('inHouseGames.paytable.holdAndLinkRules', {
              trigger: link.trigger,
              respins: link.respins,
              cells: game.reels * game.rows,
              grand: amount(link.grandPrize * bet),
            })}
          </p>
          <p>{t('inHouseGames.paytable.coinValues')}</p>
          <ul className={styles.coins}>
            {link.coinValues.map(({ value, label }) => (
              <li key={value} data-label={label}>
                {label ? <small>{t(`inHouseGames.coin.${label}`)}</small> : null}
                {amount(value * bet)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {game.featureBuy ? (
        <>
          <h3>{t('inHouseGames.paytable.featureBuyTitle')}</h3>
          <p data-testid="paytable-buy">
            {t('inHouseGames.paytable.featureBuyRules', {
              n: number.format(game.featureBuy.price),
              amount: amount(game.featureBuy.price * bet),
            })}
          </p>
        </>
      ) : null}
      <h3>{t('inHouseGames.paytable.lines', { n: game.paylines.length })}</h3>
      <p>{t('inHouseGames.paytable.linesRule')}</p>
      <ol className={styles.lines}>
        {game.paylines.map((line, i) => (
          <li key={i} className={styles.line}>
            <LineDiagram rows={game.rows} line={line} />
            {i + 1}
          </li>
        ))}
      </ol>
      <h3>{t('inHouseGames.paytable.facts')}</h3>
      <dl className={styles.facts}>
        <dt>{t('inHouseGames.paytable.rtp')}</dt>
        <dd data-testid="paytable-rtp">{rtp === null ? '' : percent.format(rtp)}</dd>
        {game.featureBuy ? (
          <>
            <dt>{t('inHouseGames.paytable.featureBuyRtp')}</dt>
            <dd data-testid="paytable-buy-rtp">{buyRtp === null ? '' : percent.format(buyRtp)}</dd>
          </>
        ) : null}
        <dt>{t('inHouseGames.paytable.maxWin')}</dt>
        <dd>
          {t('inHouseGames.paytable.maxWinValue', {
            times: number.format(maxWin),
            amount: amount(maxWin * bet),
          })}
        </dd>
      </dl>
      <p>{t('inHouseGames.paytable.fairness')}</p>
    </FrameDialog>
  );
}
