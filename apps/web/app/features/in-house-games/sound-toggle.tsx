import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { SoundSwitch } from '../../components/ui/sound-switch.tsx';
import { useSoundOn } from '../../lib/sound/sound-preference.ts';
import { startMusic } from './frame-sound.ts';
import styles from './game-frame.module.css';

/** The frame's sound switch (off until the player turns it on, remembered on the device) and the theme's music. */
export function SoundToggle({ theme }: { theme: string }) {
  const { t } = useTranslation();
  const on = useSoundOn();
  useEffect(() => (on ? startMusic(theme) : undefined), [on, theme]);
  return (
    <SoundSwitch
      className={styles.tool}
      label={t('inHouseGames.sound')}
      icon={(on) => (
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
          {on ? (
            <path
              d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          ) : (
            <path d="m16 9 6 6m0-6-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
      )}
    />
  );
}
