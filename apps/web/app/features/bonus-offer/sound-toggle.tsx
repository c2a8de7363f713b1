import { useTranslation } from '../../i18n/react.tsx';
import { SoundSwitch } from '../../components/ui/sound-switch.tsx';
import styles from './bonus-offer.module.css';

/** Sounds on or off for this device (off until the player turns them on). */
export function SoundToggle() {
  const { t } = useTranslation();
  return (
    <SoundSwitch
      className={styles.soundToggle}
      label={t('bonusOffer.sound')}
      title={(on) => (on ? t('bonusOffer.soundOn') : t('bonusOffer.soundOff'))}
      icon={(on) => (
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4Z" fill="currentColor" />
          {on ? (
            <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
          ) : (
            <path d="m16 9.5 5 5M21 9.5l-5 5" />
          )}
        </svg>
      )}
    />
  );
}
