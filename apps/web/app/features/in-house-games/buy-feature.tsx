import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import styles from './buy-feature.module.css';

/**
 * A bought round as the slot frame plays it: the price in bets from the game's data is staked, the body
 * asks the server to buy, and the answer is replayed like any round (it starts in the free spins).
 */
export function buyFeatureSpin(bet: number, price: number) {
  return { body: { bet, buyFeature: true as const }, bet, stake: bet * price, free: false };
}

/** "Buy free spins" with the price at the current bet, and a confirm before anything is staked. */
export function BuyFeature({
  price,
  bet,
  disabled,
  amount,
  onBuy,
}: {
  /** In bets. */
  price: number;
  bet: number;
  disabled: boolean;
  /** Formats an amount in minor units with the session's currency rules. */
  amount: (value: number) => string;
  onBuy: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const cost = amount(bet * price);
  return (
    <>
      <button
        type="button"
        className={styles.buy}
        onClick={() => setConfirming(true)}
        disabled={disabled}
        data-testid="buy-feature"
      >
        <span>{t('inHouseGames.featureBuy.button')}</span>
        <strong>{cost}</strong>
      </button>
      {confirming ? (
        <div className={styles.backdrop}>
          <div
            className={styles.dialog}
            role="dialog"
            aria-modal="true"
            aria-labelledby="buy-feature-title"
            onKeyDown={(event) => event.key === 'Escape' && setConfirming(false)}
          >
            <h2 id="buy-feature-title">{t('inHouseGames.featureBuy.confirmTitle')}</h2>
            <p>{t('inHouseGames.featureBuy.confirmText', { amount: cost, n: price })}</p>
            <div className={styles.actions}>
              <button type="button" className={styles.cancel} onClick={() => setConfirming(false)}>
                {t('inHouseGames.featureBuy.cancel')}
              </button>
              <button
                type="button"
                className={styles.confirm}
                autoFocus
                onClick={() => {
                  setConfirming(false);
                  onBuy();
                }}
              >
                {t('inHouseGames.featureBuy.confirm', { amount: cost })}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
