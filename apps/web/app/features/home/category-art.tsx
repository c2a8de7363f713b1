import type { ReactNode } from 'react';
import type { CategoryArtName } from './categories.ts';

/** Tile illustrations: white shapes with a soft gold, so they sit on any brand's tile gradient. */
const ART: Record<CategoryArtName, ReactNode> = {
  popular: (
    <>
      <path
        d="M32 58c-11 0-18-7.5-18-17.5 0-9.6 6.6-15 9.6-23.8 1.4 5.4 4.4 8.2 7.4 9.4C31.6 15.6 36 10.6 39.3 7c.8 8.8 10.2 15.7 10.2 31 0 11.2-7.2 20-17.5 20Z"
        fill="#fff"
      />
      <path
        d="M32 58c-5.6 0-9-3.8-9-8.8 0-5 3.6-7.8 5.2-12.2.8 2.7 2.3 4 3.8 4.7.3-4.9 2.5-7.5 4.2-9.2.4 4.4 5 7.9 5 15.5 0 5.7-3.7 10-9.2 10Z"
        fill="#ffd54a"
      />
    </>
  ),
  new: (
    <>
      <path
        d="M30 6c1.8 10.6 6.4 15.2 17 17-10.6 1.8-15.2 6.4-17 17-1.8-10.6-6.4-15.2-17-17 10.6-1.8 15.2-6.4 17-17Z"
        fill="#fff"
      />
      <path
        d="M48 36c.9 5.2 3.1 7.4 8.3 8.3-5.2.9-7.4 3.1-8.3 8.3-.9-5.2-3.1-7.4-8.3-8.3 5.2-.9 7.4-3.1 8.3-8.3Z"
        fill="#ffd54a"
      />
      <rect x="8" y="44" width="28" height="13" rx="6.5" fill="#ffd54a" />
    </>
  ),
  jackpot: (
    <>
      <path d="M12 22l9 8 11-16 11 16 9-8-4 22H16Z" fill="#fff" />
      <rect x="15" y="46" width="34" height="7" rx="3" fill="#ffd54a" />
      <circle cx="32" cy="34" r="4" fill="#ffd54a" />
      <circle cx="12" cy="20" r="3.5" fill="#ffd54a" />
      <circle cx="52" cy="20" r="3.5" fill="#ffd54a" />
      <circle cx="32" cy="11" r="3.5" fill="#ffd54a" />
    </>
  ),
  holdLink: (
    <>
      <circle cx="20" cy="26" r="13" fill="#ffd54a" stroke="#fff" strokeWidth="3.5" />
      <circle cx="44" cy="38" r="13" fill="#fff" />
      <path d="M30 31.5 34.5 33.5" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <text
        x="20"
        y="30.5"
        textAnchor="middle"
        fontSize="12"
        fontWeight="900"
        fontFamily="system-ui, sans-serif"
        fill="#7a4b00"
      >
        $
      </text>
      <path d="m44 31 2 4.3 4.6.6-3.4 3.2.9 4.6L44 41.4l-4.1 2.3.9-4.6-3.4-3.2 4.6-.6Z" fill="#ffb300" />
    </>
  ),
  fishing: (
    <>
      <path
        d="M8 33c8-11 19-14 30-10 4 1.4 7.6 4 10.6 7.2L58 23v20l-9.4-7.2C45.6 39 42 41.6 38 43 27 47 16 44 8 33Z"
        fill="#fff"
      />
      <circle cx="20" cy="31" r="2.6" fill="#0b3b4a" />
      <path d="M29 26c2.4 4 2.4 10 0 14" stroke="#ffd54a" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="44" cy="13" r="3" fill="none" stroke="#fff" strokeWidth="2" />
      <circle cx="51" cy="7" r="2" fill="none" stroke="#fff" strokeWidth="2" />
    </>
  ),
  bonusBuy: (
    <>
      <rect x="10" y="22" width="44" height="32" rx="6" fill="#fff" />
      <rect x="10" y="22" width="44" height="9" rx="4" fill="#ffd54a" />
      <path
        d="M24 22c-5-8 4-12 8-4 4-8 13-4 8 4"
        stroke="#fff"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M35 33 26 45h6.5L29 54l10-13h-6.5Z" fill="#ffb300" />
    </>
  ),
};

/** `newLabel`: the word on the new games' ribbon, in the page's language (squeezed to the ribbon's width). */
export function CategoryArt({
  name,
  size = 64,
  newLabel,
}: {
  name: CategoryArtName;
  size?: number;
  newLabel?: string;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {ART[name]}
      {name === 'new' && newLabel ? (
        <text
          x="22"
          y="54"
          textAnchor="middle"
          fontSize="9.5"
          fontWeight="900"
          fontFamily="system-ui, sans-serif"
          fill="#3b1d00"
          textLength={Math.min(24, newLabel.length * 7)}
          lengthAdjust="spacingAndGlyphs"
        >
          {newLabel.toUpperCase()}
        </text>
      ) : null}
    </svg>
  );
}
