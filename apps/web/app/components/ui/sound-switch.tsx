import type { ReactNode } from 'react';
import { setSoundOn, useSoundOn } from '../../lib/sound/sound-preference.ts';

/**
 * The device's sound switch (off until the player turns it on, one choice for the whole site): the button,
 * its pressed state and the flip; each place draws its own `icon` for on and off and names it in its words.
 */
export function SoundSwitch({
  className,
  label,
  title,
  icon,
}: {
  className: string | undefined;
  label: string;
  title?: (on: boolean) => string;
  icon: (on: boolean) => ReactNode;
}) {
  const on = useSoundOn();
  return (
    <button
      type="button"
      className={className}
      aria-pressed={on}
      aria-label={label}
      title={title?.(on)}
      onClick={() => setSoundOn(!on)}
      data-sound={on ? 'on' : 'off'}
    >
      {icon(on)}
    </button>
  );
}
