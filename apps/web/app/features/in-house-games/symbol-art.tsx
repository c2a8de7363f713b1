import type { GameKind } from '@casino/game-math';
import type { ReactNode } from 'react';

/**
 * Every reel symbol, drawn here (no image files): 100×100 SVG pieces that read the shared gradients in
 * <SymbolDefs>. The wild differs by game kind; the other ids are unique to their game.
 */
export function SymbolDefs() {
  const stops = (id: string, a: string, b: string) => (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor={a} />
      <stop offset="1" stopColor={b} />
    </linearGradient>
  );
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true">
      <defs>
        {stops('gf-gold', '#fff3b0', '#e0a100')}
        {stops('gf-gold-deep', '#ffd75e', '#a86400')}
        {stops('gf-red', '#ff7a7a', '#c4001d')}
        {stops('gf-green', '#9cf07a', '#1f8f2e')}
        {stops('gf-blue', '#8fd3ff', '#1d5fd1')}
        {stops('gf-purple', '#e3a6ff', '#7a22c9')}
        {stops('gf-orange', '#ffd08a', '#f06a00')}
        {stops('gf-yellow', '#fff8a8', '#f2c200')}
        {stops('gf-plum', '#d58cff', '#5b1696')}
        {stops('gf-teal', '#a6fff1', '#0e8f86')}
        {stops('gf-parchment', '#fff1cc', '#d9b26f')}
        <radialGradient id="gf-shine" cx="0.35" cy="0.3" r="0.7">
          <stop offset="0" stopColor="#fff" stopOpacity="0.75" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
    </svg>
  );
}

const text = (value: string, fill: string, size = 52, y = 68): ReactNode => (
  <text
    x="50"
    y={y}
    textAnchor="middle"
    fontFamily="Georgia, 'Times New Roman', serif"
    fontWeight="900"
    fontSize={size}
    fill={fill}
    stroke="#2a0a00"
    strokeWidth="3"
    paintOrder="stroke"
  >
    {value}
  </text>
);

const royal = (label: string, gradient: string) => (
  <>{text(label, `url(#${gradient})`, label.length > 1 ? 50 : 62, 72)}</>
);

const wildBadge = (fill: string) => (
  <>
    <rect x="8" y="33" width="84" height="34" rx="10" fill="#2a0a00" stroke="url(#gf-gold)" strokeWidth="4" />
    <text
      x="50"
      y="60"
      textAnchor="middle"
      fontFamily="Impact, Arial Black, sans-serif"
      fontSize="26"
      fill={fill}
    >
      WILD
    </text>
  </>
);

const ART: Record<string, ReactNode> = {
  // classic fruit machine
  cherry: (
    <>
      <path
        d="M50 12 C48 32 38 44 30 58 M50 12 C56 34 62 46 70 60"
        stroke="#2f7d1c"
        strokeWidth="5"
        fill="none"
      />
      <path d="M50 14 C62 6 80 10 84 22 C70 26 58 22 50 14Z" fill="url(#gf-green)" />
      <circle cx="30" cy="66" r="20" fill="url(#gf-red)" />
      <circle cx="70" cy="68" r="20" fill="url(#gf-red)" />
      <circle cx="24" cy="60" r="6" fill="url(#gf-shine)" />
      <circle cx="64" cy="62" r="6" fill="url(#gf-shine)" />
    </>
  ),
  lemon: (
    <>
      <path
        d="M10 52 C14 26 46 16 70 24 C84 28 92 40 92 52 C88 76 58 86 32 78 C18 74 10 64 10 52Z"
        fill="url(#gf-yellow)"
      />
      <ellipse cx="38" cy="40" rx="16" ry="8" fill="url(#gf-shine)" />
    </>
  ),
  orange: (
    <>
      <circle cx="50" cy="54" r="36" fill="url(#gf-orange)" />
      <path d="M50 20 C60 8 78 10 82 18 C70 24 58 24 50 20Z" fill="url(#gf-green)" />
      <circle cx="38" cy="42" r="12" fill="url(#gf-shine)" />
    </>
  ),
  plum: (
    <>
      <ellipse cx="50" cy="56" rx="32" ry="36" fill="url(#gf-plum)" />
      <path d="M50 22 C50 30 48 40 50 88" stroke="#3b0a66" strokeWidth="2" fill="none" opacity="0.5" />
      <path d="M50 22 L54 8" stroke="#5a3a12" strokeWidth="5" />
      <ellipse cx="38" cy="42" rx="9" ry="14" fill="url(#gf-shine)" />
    </>
  ),
  bell: (
    <>
      <path
        d="M50 10 C30 12 24 32 24 52 C24 62 16 68 12 76 L88 76 C84 68 76 62 76 52 C76 32 70 12 50 10Z"
        fill="url(#gf-gold)"
        stroke="#8a5200"
        strokeWidth="3"
      />
      <circle cx="50" cy="82" r="9" fill="url(#gf-gold-deep)" />
      <ellipse cx="40" cy="34" rx="7" ry="14" fill="url(#gf-shine)" />
    </>
  ),
  bar: (
    <>
      <rect
        x="8"
        y="30"
        width="84"
        height="40"
        rx="8"
        fill="#141414"
        stroke="url(#gf-gold)"
        strokeWidth="4"
      />
      <text
        x="50"
        y="62"
        textAnchor="middle"
        fontFamily="Impact, Arial Black, sans-serif"
        fontSize="30"
        fill="url(#gf-gold)"
      >
        BAR
      </text>
    </>
  ),
  seven: text('7', 'url(#gf-red)', 96, 86),
  // Jungle Quest
  tiger: (
    <>
      <circle cx="24" cy="26" r="12" fill="url(#gf-orange)" stroke="#2a1200" strokeWidth="3" />
      <circle cx="76" cy="26" r="12" fill="url(#gf-orange)" stroke="#2a1200" strokeWidth="3" />
      <ellipse cx="50" cy="56" rx="38" ry="34" fill="url(#gf-orange)" stroke="#2a1200" strokeWidth="3" />
      <path
        d="M50 22 L46 34 L54 34Z M20 50 L32 54 M18 62 L30 62 M80 50 L68 54 M82 62 L70 62"
        stroke="#2a1200"
        strokeWidth="4"
      />
      <ellipse cx="50" cy="72" rx="16" ry="11" fill="#fff3e0" />
      <circle cx="36" cy="50" r="5" fill="#1c3d00" />
      <circle cx="64" cy="50" r="5" fill="#1c3d00" />
      <path d="M44 66 L56 66 L50 72Z" fill="#3a1a1a" />
    </>
  ),
  snake: (
    <>
      <path
        d="M20 86 C10 70 30 62 48 64 C70 66 86 54 78 40 C72 28 52 34 46 24 C42 16 50 10 60 12"
        stroke="url(#gf-green)"
        strokeWidth="16"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M20 86 C10 70 30 62 48 64 C70 66 86 54 78 40"
        stroke="#0d5a12"
        strokeWidth="3"
        strokeDasharray="4 8"
        fill="none"
      />
      <circle cx="62" cy="11" r="3" fill="#ffe14d" />
      <path d="M68 12 L78 8 M68 12 L78 16" stroke="#e3002b" strokeWidth="2" />
    </>
  ),
  parrot: (
    <>
      <path
        d="M46 88 C30 78 26 56 32 38 C38 20 58 14 70 24 C80 32 78 46 70 50 C80 64 70 82 46 88Z"
        fill="url(#gf-red)"
      />
      <path d="M40 60 C50 56 62 62 66 76 C56 80 44 76 40 60Z" fill="url(#gf-blue)" />
      <path
        d="M70 28 C84 28 88 40 82 50 C78 42 74 38 68 38Z"
        fill="url(#gf-yellow)"
        stroke="#5a3a00"
        strokeWidth="2"
      />
      <circle cx="60" cy="32" r="6" fill="#fff" />
      <circle cx="61" cy="32" r="3" fill="#111" />
    </>
  ),
  frog: (
    <>
      <circle cx="30" cy="30" r="16" fill="url(#gf-green)" />
      <circle cx="70" cy="30" r="16" fill="url(#gf-green)" />
      <ellipse cx="50" cy="60" rx="40" ry="28" fill="url(#gf-green)" />
      <circle cx="30" cy="28" r="8" fill="#fff" />
      <circle cx="70" cy="28" r="8" fill="#fff" />
      <circle cx="31" cy="29" r="4" fill="#111" />
      <circle cx="69" cy="29" r="4" fill="#111" />
      <path
        d="M26 64 C40 76 60 76 74 64"
        stroke="#0b4a10"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  scatter: (
    <>
      <path
        d="M12 20 L36 14 L64 22 L88 16 L88 80 L64 86 L36 78 L12 84Z"
        fill="url(#gf-parchment)"
        stroke="#6b4415"
        strokeWidth="3"
      />
      <path
        d="M22 70 C34 56 42 66 52 50 C58 40 66 46 72 36"
        stroke="#6b4415"
        strokeWidth="3"
        strokeDasharray="5 5"
        fill="none"
      />
      <path d="M66 28 L78 40 M78 28 L66 40" stroke="#d1001f" strokeWidth="5" strokeLinecap="round" />
      <text
        x="50"
        y="98"
        textAnchor="middle"
        fontFamily="Impact, Arial Black, sans-serif"
        fontSize="15"
        fill="#ffe27a"
        stroke="#2a0a00"
        strokeWidth="3"
        paintOrder="stroke"
      >
        SCATTER
      </text>
    </>
  ),
  ace: royal('A', 'gf-red'),
  king: royal('K', 'gf-blue'),
  queen: royal('Q', 'gf-purple'),
  jack: royal('J', 'gf-green'),
  ten: royal('10', 'gf-orange'),
  // Golden Link
  ingot: (
    <>
      <path
        d="M10 60 C10 46 24 50 30 40 C36 30 64 30 70 40 C76 50 90 46 90 60 C90 76 70 82 50 82 C30 82 10 76 10 60Z"
        fill="url(#gf-gold)"
        stroke="#8a5200"
        strokeWidth="3"
      />
      <ellipse cx="50" cy="46" rx="18" ry="10" fill="url(#gf-gold-deep)" />
      <ellipse cx="34" cy="64" rx="10" ry="5" fill="url(#gf-shine)" />
    </>
  ),
  koi: (
    <>
      <path
        d="M14 50 C26 26 62 24 76 46 L92 30 L88 50 L92 70 L76 54 C62 76 26 74 14 50Z"
        fill="url(#gf-orange)"
        stroke="#7a2a00"
        strokeWidth="3"
      />
      <path d="M36 36 C44 42 44 56 36 64" stroke="#fff" strokeWidth="5" fill="none" opacity="0.8" />
      <circle cx="26" cy="46" r="4" fill="#111" />
    </>
  ),
  lantern: (
    <>
      <rect x="40" y="8" width="20" height="8" rx="2" fill="url(#gf-gold)" />
      <ellipse cx="50" cy="50" rx="34" ry="32" fill="url(#gf-red)" stroke="#7a0010" strokeWidth="3" />
      <path
        d="M50 18 C36 30 36 70 50 82 M50 18 C64 30 64 70 50 82"
        stroke="#ffd75e"
        strokeWidth="2.5"
        fill="none"
      />
      <rect x="40" y="80" width="20" height="8" rx="2" fill="url(#gf-gold)" />
      <path d="M46 88 L44 98 M50 88 L50 98 M54 88 L56 98" stroke="#ffd75e" strokeWidth="2" />
    </>
  ),
  coin: (
    <>
      <circle cx="50" cy="50" r="42" fill="url(#gf-gold-deep)" stroke="#7a4a00" strokeWidth="3" />
      <circle cx="50" cy="50" r="32" fill="url(#gf-gold)" stroke="#b57a00" strokeWidth="2" />
      <ellipse cx="38" cy="36" rx="14" ry="8" fill="url(#gf-shine)" />
    </>
  ),
  blank: null,
};

const WILDS: Record<GameKind, ReactNode> = {
  classic: (
    <>
      <path
        d="M50 6 L62 36 L94 38 L69 58 L78 90 L50 72 L22 90 L31 58 L6 38 L38 36Z"
        fill="url(#gf-gold)"
        stroke="#8a5200"
        strokeWidth="3"
      />
      {wildBadge('url(#gf-red)')}
    </>
  ),
  video: (
    <>
      <path
        d="M22 14 L78 14 L84 70 L66 92 L34 92 L16 70Z"
        fill="url(#gf-teal)"
        stroke="#063f3a"
        strokeWidth="3"
      />
      <path d="M30 34 L44 34 M56 34 L70 34" stroke="#063f3a" strokeWidth="6" strokeLinecap="round" />
      <path d="M38 78 L62 78" stroke="#063f3a" strokeWidth="5" strokeLinecap="round" />
      {wildBadge('url(#gf-gold)')}
    </>
  ),
  'hold-and-link': (
    <>
      <circle cx="50" cy="50" r="42" fill="url(#gf-red)" stroke="url(#gf-gold)" strokeWidth="5" />
      {wildBadge('url(#gf-gold)')}
    </>
  ),
};

export function SymbolArt({ id, kind }: { id: string; kind: GameKind }) {
  const art = id === 'wild' ? WILDS[kind] : ART[id];
  return (
    <svg viewBox="0 0 100 100" role="img" aria-label={id} width="100%" height="100%">
      {art ?? null}
    </svg>
  );
}

/** Symbols shown blurred while a reel spins, per game kind. */
export const SPIN_FILLER: Record<GameKind, readonly string[]> = {
  classic: ['seven', 'cherry', 'bar', 'lemon', 'bell', 'wild', 'plum', 'orange'],
  video: ['tiger', 'ace', 'snake', 'king', 'scatter', 'parrot', 'queen', 'wild', 'frog', 'jack', 'ten'],
  'hold-and-link': ['ingot', 'ace', 'coin', 'koi', 'king', 'lantern', 'wild', 'queen', 'coin', 'jack', 'ten'],
};
