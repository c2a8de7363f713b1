import { useTranslation } from '../../i18n/react.tsx';
import styles from './payment-marks.module.css';

/**
 * Neutral payment-method marks drawn by us: a generic glyph and the method's name, never a scheme's
 * own logo artwork.
 */
const MARKS = [
  { key: 'visa', label: 'VISA', glyph: 'card' },
  { key: 'mastercard', label: 'Mastercard', glyph: 'rings' },
  { key: 'amex', label: 'AMEX', glyph: 'card' },
  { key: 'applePay', label: 'Apple Pay', glyph: 'phone' },
  { key: 'googlePay', label: 'Google Pay', glyph: 'phone' },
  { key: 'bank', label: null, glyph: 'bank' },
] as const;

/** The glyphs' strokes (drawn with the mark's text colour); each is placed left of the name. */
const GLYPHS = {
  card: (
    <>
      <rect x="6" y="12" width="18" height="13" rx="2.5" />
      <path d="M6 16.5h18" />
    </>
  ),
  rings: (
    <>
      <circle cx="12" cy="18.5" r="6" />
      <circle cx="19" cy="18.5" r="6" />
    </>
  ),
  phone: (
    <>
      <rect x="10" y="10" width="11" height="18" rx="2.5" />
      <path d="M14 25h3" />
    </>
  ),
  bank: <path d="M6 15.5 15 10l9 5.5ZM8 17v7M12.5 17v7M17.5 17v7M22 17v7M6 26.5h18" />,
};

function Glyph({ kind }: { kind: (typeof MARKS)[number]['glyph'] }) {
  return (
    <g
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin={kind === 'bank' ? 'round' : undefined}
    >
      {GLYPHS[kind]}
    </g>
  );
}

export function PaymentMarks() {
  const { t } = useTranslation();
  return (
    <ul className={styles.marks} aria-label={t('shell.footer.paymentMethods')}>
      {MARKS.map((mark) => {
        // Brand names stay as they are; only the generic "bank" is translated.
        const label = mark.label ?? t('shell.footer.bank');
        // Generous width per character: the mark must fit whichever sans the device has.
        const width = Math.round(40 + label.length * 8.4);
        return (
          <li key={mark.key}>
            <svg
              className={styles.mark}
              width={width}
              height="36"
              viewBox={`0 0 ${width} 36`}
              role="img"
              aria-label={label}
            >
              <rect x="0.75" y="0.75" width={width - 1.5} height="34.5" rx="7" className={styles.plate} />
              <g transform="translate(0 -1)">
                <Glyph kind={mark.glyph} />
              </g>
              <text x="31" y="22.5" className={styles.text}>
                {label}
              </text>
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
