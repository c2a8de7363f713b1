import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { AUTOPLAY_COUNTS, type AutoplaySettings } from './autoplay.ts';
import { FrameDialog } from './frame-dialog.tsx';
import styles from './frame-dialog.module.css';

/** A figure typed in coins or entries, as minor units; empty or not a positive number: no limit. */
const toMinor = (text: string, minorUnits: number): number | null => {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? Math.round(value * minorUnits) : null;
};

/**
 * Autoplay: how many spins (a fishing game's shots), and when to stop early. Amounts are typed in the
 * session's currency.
 */
export function AutoplayDialog({
  open,
  onClose,
  onStart,
  minorUnits,
  currency,
  shots = false,
}: {
  open: boolean;
  onClose: () => void;
  onStart: (settings: AutoplaySettings) => void;
  minorUnits: number;
  /** The currency's name, after the amount fields. */
  currency: string;
  /** A fishing game: shots instead of spins, and its feature is catching the boss. */
  shots?: boolean;
}) {
  const { t } = useTranslation();
  const [spins, setSpins] = useState<number>(AUTOPLAY_COUNTS[0]);
  const [winAbove, setWinAbove] = useState('');
  const [onFeature, setOnFeature] = useState(true);
  const [lossLimit, setLossLimit] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart({
      spins,
      winAbove: toMinor(winAbove, minorUnits),
      onFeature,
      lossLimit: toMinor(lossLimit, minorUnits),
    });
  };
  return (
    <FrameDialog open={open} onClose={onClose} title={t('inHouseGames.autoplay.title')} testId="autoplay">
      <form className={styles.form} onSubmit={submit}>
        <fieldset>
          <legend>{t(shots ? 'inHouseGames.autoplay.shots' : 'inHouseGames.autoplay.spins')}</legend>
          <div className={styles.choices}>
            {AUTOPLAY_COUNTS.map((count) => (
              <label key={count}>
                <input
                  type="radio"
                  name="autoplay-spins"
                  value={count}
                  checked={spins === count}
                  onChange={() => setSpins(count)}
                />
                {count}
              </label>
            ))}
          </div>
        </fieldset>
        <label className={styles.field}>
          <input type="checkbox" checked={onFeature} onChange={(e) => setOnFeature(e.target.checked)} />
          {t(shots ? 'inHouseGames.autoplay.onBoss' : 'inHouseGames.autoplay.onFeature')}
        </label>
        <AmountLimit
          label={t('inHouseGames.autoplay.winAbove')}
          value={winAbove}
          onChange={setWinAbove}
          currency={currency}
        />
        <AmountLimit
          label={t('inHouseGames.autoplay.lossLimit')}
          value={lossLimit}
          onChange={setLossLimit}
          currency={currency}
        />
        <p>{t('inHouseGames.autoplay.refusals')}</p>
        <button type="submit" className={styles.start}>
          {t(shots ? 'inHouseGames.autoplay.startShots' : 'inHouseGames.autoplay.start', { n: spins })}
        </button>
      </form>
    </FrameDialog>
  );
}

/** An optional amount that ends the run (empty: no limit), in the game's currency. */
function AmountLimit({
  label,
  value,
  onChange,
  currency,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  currency: string;
}) {
  return (
    <label className={styles.field}>
      {label}
      <input
        type="number"
        min="0"
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {currency}
    </label>
  );
}
