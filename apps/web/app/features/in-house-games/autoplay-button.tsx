import { useTranslation } from '../../i18n/react.tsx';
import styles from './game-frame.module.css';

/** The toolbar's autoplay button: opens the settings, or, while a run goes, stops it (`stopText` says how many are left). */
export function AutoplayButton({
  running,
  stopText,
  disabled,
  onOpen,
  onStop,
}: {
  running: boolean;
  stopText: string;
  disabled: boolean;
  onOpen: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  return running ? (
    <button type="button" className={styles.tool} data-active onClick={onStop}>
      {stopText}
    </button>
  ) : (
    <button type="button" className={styles.tool} disabled={disabled} onClick={onOpen}>
      {t('inHouseGames.autoplay.open')}
    </button>
  );
}
