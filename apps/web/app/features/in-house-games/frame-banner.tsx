import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { countUpInto } from './count-up.ts';
import type { Announcement } from './frame-state.ts';
import type { Banner } from './use-round-player.ts';
import { countUpSteps, type Pace } from './win-presentation.ts';
import styles from './game-frame.module.css';

function TierOverlay({
  tier,
  amount,
  text,
  pace,
}: {
  tier: string;
  amount: number;
  text: (n: number) => string;
  pace: Pace;
}) {
  const { t } = useTranslation();
  const figure = useRef<HTMLSpanElement>(null);
  const ms = pace === 'reduced' ? 0 : pace === 'quick' ? 600 : 1800;
  // The figure counts up written straight into its text (no render per figure); React shows the total after.
  const [counted, setCounted] = useState(ms === 0);
  useEffect(() => {
    let stopped = false;
    void countUpInto(
      () => figure.current,
      countUpSteps(amount, ms),
      text,
      () => stopped,
    ).then(() => !stopped && setCounted(true));
    return () => {
      stopped = true;
    };
  }, [amount, ms, text]);
  return (
    <div className={styles.tier} data-tier={tier} data-testid="win-overlay" role="status">
      <strong>{t(`inHouseGames.tier.${tier}`)}</strong>
      <span ref={figure} aria-hidden="true">
        {text(counted ? amount : 0)}
      </span>
      <span className="visually-hidden">{text(amount)}</span>
    </div>
  );
}

/** What shows over the reels: a feature's intro, its outro with the total won, or a big/mega/epic win. */
export function FrameBanner({
  banner,
  amount,
  pace,
  onDismiss,
}: {
  banner: Banner | null;
  amount: (minor: number) => string;
  pace: Pace;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  if (!banner) return null;
  const announce = (a: Announcement) => {
    switch (a.kind) {
      case 'free-spins':
        return t('inHouseGames.announce.freeSpins', { n: a.count });
      case 'retrigger':
        return t('inHouseGames.announce.retrigger', { n: a.count });
      case 'hold-and-link':
        return t('inHouseGames.announce.holdAndLink', { n: a.respins });
      case 'grand':
        return t('inHouseGames.announce.grand');
    }
  };
  return (
    <button
      type="button"
      className={styles.bannerButton}
      onClick={onDismiss}
      aria-label={t('inHouseGames.continue')}
    >
      {banner.kind === 'tier' ? (
        <TierOverlay tier={banner.tier} amount={banner.amount} text={amount} pace={pace} />
      ) : (
        <span className={styles.banner} data-testid="banner" role="status">
          {banner.kind === 'announce' ? (
            announce(banner.announcement)
          ) : (
            <>
              <small>{t('inHouseGames.announce.totalWin')}</small>
              {amount(banner.amount)}
            </>
          )}
        </span>
      )}
    </button>
  );
}
