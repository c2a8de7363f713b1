import type { Locale } from '@casino/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts, type PrizeAmounts } from '../../lib/format/amount-texts.ts';
import { PlayerPreview } from '../live-operations/player-preview.tsx';
import styles from './content-preview.module.css';

/**
 * A version's config as a player sees it: the feature's name and its prize tables in the player site's own
 * words and number formats (`amountTexts`: "1,000 Coins" / "1.000 Monedas", the chance by its weight), its
 * localized texts in the preview's language, at a phone's or a desktop's width (`PlayerPreview`). The
 * back-office imports no feature (docs/architecture.md, "Layers"), so this reads any feature's config by
 * its shape: a list of rows that each hold a prize is a prize table, a prize on its own a prize card.
 */
export function ContentPreview({
  id,
  featureKey,
  config,
}: {
  id: string;
  featureKey: string;
  config: Record<string, unknown>;
}) {
  return (
    <PlayerPreview id={id}>
      {(locale) => <ContentCard featureKey={featureKey} config={config} locale={locale} />}
    </PlayerPreview>
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPrize = (value: unknown): value is PrizeAmounts & Record<string, unknown> =>
  isRecord(value) && (typeof value.coins === 'number' || typeof value.entries === 'number');

/** A localized text of the config: `{ en, es }`. */
const isLocalized = (value: unknown): value is Record<Locale, string> =>
  isRecord(value) && typeof value.en === 'string' && typeof value.es === 'string';

/** The prize a row holds: the row itself, or one of its fields (`prize`, `award`, `reward`…). */
export function prizeOf(row: unknown): PrizeAmounts | null {
  if (isPrize(row))
    return { coins: row.coins ?? 0, entries: row.entries ?? 0, freeSpins: spinsOf(row.freeSpins) };
  if (!isRecord(row)) return null;
  for (const value of Object.values(row)) if (isPrize(value)) return prizeOf(value);
  return null;
}

const spinsOf = (value: unknown) =>
  isRecord(value) && typeof value.count === 'number' ? value.count : typeof value === 'number' ? value : null;

/** A row's text in the language, when it carries one (a prize's label, a level's name). */
const textOf = (row: unknown, locale: Locale): string | null => {
  if (!isRecord(row)) return null;
  for (const value of Object.values(row)) if (isLocalized(value)) return value[locale] || null;
  return null;
};

export interface PrizeTable {
  path: string;
  rows: Array<{ prize: PrizeAmounts; weight: number | null; text: string | null }>;
}

/** The config's prize tables, wherever they sit (a list of rows with a prize each), with their texts. */
export function prizeTables(config: unknown, locale: Locale, path = ''): PrizeTable[] {
  if (Array.isArray(config)) {
    const prizes = config.map(prizeOf);
    if (config.length && prizes.every((prize) => prize !== null))
      return [
        {
          path,
          rows: config.map((row, index) => ({
            prize: prizes[index]!,
            weight: isRecord(row) && typeof row.weight === 'number' ? row.weight : null,
            text: textOf(row, locale),
          })),
        },
      ];
    return config.flatMap((row, index) => prizeTables(row, locale, `${path}.${index}`));
  }
  if (!isRecord(config) || isPrize(config)) return [];
  return Object.entries(config).flatMap(([key, value]) =>
    prizeTables(value, locale, path ? `${path}.${key}` : key),
  );
}

/** The prizes that stand alone (a top prize, an inviter's prize). */
const singlePrizes = (config: Record<string, unknown>) =>
  Object.entries(config).flatMap(([key, value]) => (isPrize(value) ? [{ key, prize: prizeOf(value)! }] : []));

/** The texts that stand alone (a title, a description), in the language. */
const singleTexts = (config: Record<string, unknown>, locale: Locale) =>
  Object.entries(config).flatMap(([key, value]) =>
    isLocalized(value) ? [{ key, text: value[locale] }] : [],
  );

function ContentCard({
  featureKey,
  config,
  locale,
}: {
  featureKey: string;
  config: Record<string, unknown>;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const amounts = useAmountTexts();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const tables = prizeTables(config, locale);
  const prizes = singlePrizes(config);
  const texts = singleTexts(config, locale);
  const title = t(`rewards.hub.features.${featureKey}`, { defaultValue: featureKey });
  return (
    <article className={styles.card} data-testid="content-preview-card">
      <h2 className={styles.title}>{title}</h2>
      {texts.map(({ key, text }) => (
        <p key={key} className={styles.text}>
          {text}
        </p>
      ))}
      {tables.map((table) => {
        const total = table.rows.reduce((sum, row) => sum + (row.weight ?? 0), 0);
        return (
          <ol key={table.path} className={styles.prizes} data-prize-table={table.path}>
            {table.rows.map((row, index) => (
              <li key={index} className={styles.prize}>
                <span className={styles.place}>{index + 1}</span>
                <span className={styles.amount}>
                  {row.text ? <span className={styles.label}>{row.text}</span> : null}
                  {amounts.prize(row.prize) || '—'}
                </span>
                {row.weight !== null && total > 0 ? (
                  <span className={styles.chance}>{percent.format(row.weight / total)}</span>
                ) : null}
              </li>
            ))}
          </ol>
        );
      })}
      {prizes.map(({ key, prize }) => (
        <p key={key} className={styles.single} data-prize={key}>
          {amounts.prize(prize) || '—'}
        </p>
      ))}
    </article>
  );
}
