import { z } from 'zod';
import {
  LIVE_OPS_PATHS as PATHS,
  TOURNAMENT_MODES,
  TOURNAMENT_SCORING_RULES,
  TournamentTemplateRowSchema,
  TournamentTemplateSavedSchema,
  tournamentTemplatePath,
  type TournamentPreviewDraft,
  type TournamentTemplateRow,
} from '@casino/contracts';
import { choices, TextAreaField } from '../components/form.tsx';
import { TemplatesScreen, templateFormSchema, type TemplateKind } from './template-kit.tsx';
import styles from '../backoffice.module.css';
import type { DraftPreviewComponent } from './player-preview.tsx';

const RACES: TemplateKind<TournamentTemplateRow> = {
  name: 'tournament template',
  noun: 'races',
  listPath: PATHS.tournamentTemplates,
  path: tournamentTemplatePath,
  rowSchema: TournamentTemplateRowSchema,
  savedSchema: TournamentTemplateSavedSchema,
};

const SCORING_TEXT: Record<(typeof TOURNAMENT_SCORING_RULES)[number], string> = {
  winMultiplier: 'Win multiplier (win ÷ bet)',
  totalWin: 'Total won',
  totalBet: 'Total bet',
};
const MODE_TEXT: Record<(typeof TOURNAMENT_MODES)[number], string> = { COIN: 'Coins', ENTRY: 'Entries' };

/** "5000, 0" per line: the coins and entries of each place, place 1 first. */
const prizeLines = z
  .string()
  .trim()
  .min(1, 'Give at least one prize (place 1).')
  .transform((text, ctx) =>
    text.split('\n').map((line, i) => {
      const [coins = '', entries = '0', ...rest] = line.split(',').map((part) => part.trim());
      if (rest.length > 0 || !/^\d{1,10}$/.test(coins) || !/^\d{1,7}(\.\d{1,2})?$/.test(entries))
        ctx.addIssue({
          code: 'custom',
          message: `Line ${i + 1}: write the place's coins, then its entries, like "5000, 2.50".`,
        });
      return { coins: Number(coins), entries: Number(entries) };
    }),
  );

/** The form: the contract's fields, with games as a comma list and prizes as lines. */
const TemplateFormSchema = templateFormSchema({
  games: z
    .string()
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .refine((v) => v.length > 0, 'Name at least one game (its catalogue slug).'),
  mode: z.enum(TOURNAMENT_MODES),
  scoring: z.object({
    rule: z.enum(TOURNAMENT_SCORING_RULES),
    factor: z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, 'The factor is a whole number from 1 to 1,000,000.')
      .transform(Number),
  }),
  prizes: prizeLines,
  minRounds: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, 'The minimum rounds is a whole number from 0 to 100,000.')
    .transform(Number),
  // Empty: every player; a number: that rank league rank and above.
  audienceRank: z
    .string()
    .trim()
    .regex(/^(\d{1,3})?$/, 'Give a rank from 1 to 100, or leave it empty for every player.'),
});

const formValues = (row: TournamentTemplateRow | null) => ({
  games: row?.games.join(', ') ?? '',
  mode: row?.mode ?? 'COIN',
  scoring: { rule: row?.scoring.rule ?? 'totalWin', factor: String(row?.scoring.factor ?? 1) },
  prizes: row ? row.prizes.map((p) => `${p.coins}, ${p.entries}`).join('\n') : '',
  minRounds: String(row?.minRounds ?? 0),
  audienceRank: row?.audience.kind === 'rank' ? String(row.audience.rank) : '',
});

/** Recurring tournaments: list with their state, create, edit, pause, resume and cancel (features.manage). */
export function TournamentTemplatesScreen({
  preview,
}: {
  /** The player site's tournament card and page for a draft (the route passes them in). */
  preview: DraftPreviewComponent<TournamentPreviewDraft>;
}) {
  return (
    <TemplatesScreen
      kind={RACES}
      title="Tournament templates"
      intro="Recurring races: the server makes each one a week ahead, starts it, ends it and pays its prizes once."
      detail={{
        id: 'prizes',
        header: 'Prizes',
        enableSorting: false,
        cell: ({ row }) =>
          `${row.original.prizes.length} places · ${MODE_TEXT[row.original.mode]}` +
          (row.original.minRounds > 0 ? ` · ${row.original.minRounds} rounds` : '') +
          (row.original.audience.kind === 'rank' ? ` · rank ${row.original.audience.rank}+` : ''),
      }}
      form={{
        schema: TemplateFormSchema,
        values: formValues,
        preview,
        body: ({ audienceRank, ...rest }) => ({
          ...rest,
          audience: audienceRank === '' ? { kind: 'all' } : { kind: 'rank', rank: Number(audienceRank) },
        }),
        durationHint: 'ISO 8601: P1D a day (to the same time next day), P7D a week, PT4H four hours.',
        fields: [
          { name: 'games', label: 'Games', hint: 'Catalogue slugs, separated by commas.' },
          {
            name: 'mode',
            label: 'Played in',
            kind: 'select',
            options: choices(TOURNAMENT_MODES, MODE_TEXT),
          },
          {
            name: 'scoring.rule',
            label: 'Scoring',
            kind: 'select',
            options: choices(TOURNAMENT_SCORING_RULES, SCORING_TEXT),
          },
          { name: 'scoring.factor', label: 'Scoring factor', inputMode: 'numeric' },
          {
            name: 'minRounds',
            label: 'Minimum rounds to be paid',
            inputMode: 'numeric',
            hint: 'Fewer: listed, not paid; the prize goes to the next player who played enough.',
          },
          {
            name: 'audienceRank',
            label: 'Audience: rank league rank and above',
            inputMode: 'numeric',
            hint: 'Empty: every player. Players below it cannot join and are not paid.',
          },
        ],
        below: (form) => (
          <>
            <TextAreaField
              form={form}
              name="prizes"
              label="Prizes by place"
              rows={4}
              placeholder={'5000, 0\n2000, 0\n1000, 0'}
            />
            <span className={styles.hint}>
              One line per place, place 1 first: coins, then entries. Changes reach races not started yet; a
              running race keeps its games and prizes.
            </span>
          </>
        ),
      }}
    />
  );
}
