import { z } from 'zod';
import {
  LIVE_OPS_PATHS as PATHS,
  QUEST_TASK_KINDS,
  QUEST_TYPES,
  QuestTemplateRowSchema,
  QuestTemplateSavedSchema,
  questTemplatePath,
  type QuestDayDefinition,
  type QuestPreviewDraft,
  type QuestTemplateRow,
  type QuestType,
} from '@casino/contracts';
import { CheckboxField, choices, TextAreaField } from '../components/form.tsx';
import styles from '../backoffice.module.css';
import { TemplatesScreen, templateFormSchema, type TemplateKind } from './template-kit.tsx';
import type { DraftPreviewComponent } from './player-preview.tsx';

const QUESTS: TemplateKind<QuestTemplateRow> = {
  name: 'quest template',
  noun: 'quests',
  listPath: PATHS.questTemplates,
  path: questTemplatePath,
  rowSchema: QuestTemplateRowSchema,
  savedSchema: QuestTemplateSavedSchema,
};

const TYPE_TEXT: Record<QuestType, string> = {
  fp_challenge: 'Free-play challenge',
  season: 'Season',
  advent: 'Advent calendar',
};

const TASK_LINE_HELP =
  'One line per task: day, what it counts (spins, bets, wins, purchases), COIN, ENTRY or any, the target, the games (catalogue slugs separated by spaces, set:name for a game set, or any), the coins and the entries it pays. Like "1, spins, COIN, 20, set:classics, 500, 0".';

/** "day, kind, currency, goal, games, coins, entries" per line: a quest's days and their tasks. */
const taskLines = z
  .string()
  .trim()
  .min(1, 'Give at least one task (day 1).')
  .transform((text, ctx) => {
    const days: QuestDayDefinition[] = [];
    for (const [i, line] of text.split('\n').entries()) {
      const [
        day = '',
        kind = '',
        currency = '',
        goal = '',
        gamesText = '',
        coins = '0',
        entries = '0',
        ...rest
      ] = line.split(',').map((part) => part.trim());
      const gameWords = gamesText.split(/\s+/).filter((w) => w !== '' && w !== 'any');
      const set = gameWords.length === 1 && gameWords[0]!.startsWith('set:') ? gameWords[0]!.slice(4) : null;
      const ok =
        rest.length === 0 &&
        /^\d{1,2}$/.test(day) &&
        Number(day) >= 1 &&
        (Number(day) === days.length || Number(day) === days.length + 1) &&
        (QUEST_TASK_KINDS as readonly string[]).includes(kind) &&
        ['COIN', 'ENTRY', 'any'].includes(currency) &&
        /^\d{1,10}(\.\d{1,2})?$/.test(goal) &&
        Number(goal) > 0 &&
        /^\d{1,10}$/.test(coins) &&
        /^\d{1,7}(\.\d{1,2})?$/.test(entries);
      if (!ok) {
        ctx.addIssue({
          code: 'custom',
          message: `Line ${i + 1}: ${TASK_LINE_HELP} Days follow each other from 1.`,
        });
        continue;
      }
      if (Number(day) > days.length) days.push({ tasks: [] });
      days[days.length - 1]!.tasks.push({
        kind: kind as QuestDayDefinition['tasks'][number]['kind'],
        currency: currency === 'any' ? null : (currency as 'COIN' | 'ENTRY'),
        goal: Number(goal),
        games: set ? [] : gameWords,
        sharedGameSet: set,
        prize: { coins: Number(coins), entries: Number(entries), freeSpins: null },
      });
    }
    return days;
  });

const taskText = (days: readonly QuestDayDefinition[]) =>
  days
    .flatMap((day, d) =>
      day.tasks.map((task) =>
        [
          d + 1,
          task.kind,
          task.currency ?? 'any',
          task.goal,
          task.sharedGameSet ? `set:${task.sharedGameSet}` : task.games.join(' ') || 'any',
          task.prize.coins,
          task.prize.entries,
        ].join(', '),
      ),
    )
    .join('\n');

/** "name: slug slug" per line: game lists several tasks share. */
const gameSetLines = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const sets: Record<string, string[]> = {};
    for (const [i, line] of text
      .split('\n')
      .filter((l) => l.trim() !== '')
      .entries()) {
      const match = /^([a-z0-9-]{1,64})\s*:\s*(.+)$/.exec(line.trim());
      if (!match) {
        ctx.addIssue({
          code: 'custom',
          message: `Line ${i + 1}: write the set's name, a colon and its games, like "classics: lucky-sevens fruit-party".`,
        });
        continue;
      }
      sets[match[1]!] = match[2]!.split(/\s+/).filter(Boolean);
    }
    return sets;
  });

const QuestFormSchema = templateFormSchema({
  type: z.enum(QUEST_TYPES),
  dayHours: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'A day lasts a whole number of hours from 1 to 744.')
    .transform(Number),
  days: taskLines,
  sharedGameSets: gameSetLines,
  requiresCompletedProfile: z.boolean(),
  requiresConfirmedPhone: z.boolean(),
  requiredRank: z
    .string()
    .trim()
    .regex(/^(\d{1,3})?$/, 'Give a rank from 1 up, or leave it empty for every player.')
    .transform((v) => (v === '' ? null : Number(v))),
});

const formValues = (row: QuestTemplateRow | null) => ({
  type: row?.type ?? 'fp_challenge',
  dayHours: String(row?.dayHours ?? 24),
  days: row ? taskText(row.days) : '',
  sharedGameSets: row
    ? Object.entries(row.sharedGameSets)
        .map(([name, slugs]) => `${name}: ${slugs.join(' ')}`)
        .join('\n')
    : '',
  requiresCompletedProfile: row?.requiresCompletedProfile ?? false,
  requiresConfirmedPhone: row?.requiresConfirmedPhone ?? false,
  requiredRank: row?.requiredRank === null || !row ? '' : String(row.requiredRank),
});

/** Recurring quests, seasons, advent calendars and free-play challenges (features.manage writes). */
export function QuestTemplatesScreen({
  preview,
}: {
  /** The player site's quest card and page for a draft (the route passes them in). */
  preview: DraftPreviewComponent<QuestPreviewDraft>;
}) {
  return (
    <TemplatesScreen
      kind={QUESTS}
      title="Quest templates"
      intro="Recurring quests, seasons, advent calendars and free-play challenges: the server makes each one a week ahead, announces its start, days and finish once."
      detail={{
        id: 'type',
        header: 'Type',
        enableSorting: false,
        cell: ({ row }) =>
          `${TYPE_TEXT[row.original.type]} · ${row.original.days.length} days of ${row.original.dayHours} h`,
      }}
      form={{
        schema: QuestFormSchema,
        values: formValues,
        schedule: { timeZone: 'UTC', rrule: 'FREQ=WEEKLY', duration: 'PT168H' },
        preview,
        durationHint: 'The days times the hours in a day: PT168H for 7 days of 24 hours, or 1 day of 168.',
        fields: [
          { name: 'type', label: 'Type', kind: 'select', options: choices(QUEST_TYPES, TYPE_TEXT) },
          {
            name: 'dayHours',
            label: 'Hours in a day',
            inputMode: 'numeric',
            hint: '24 for daily tasks, 168 for a week per day.',
          },
          {
            name: 'requiredRank',
            label: 'Rank league rank needed',
            inputMode: 'numeric',
            hint: 'Empty: every player.',
          },
        ],
        below: (form) => (
          <>
            <TextAreaField form={form} name="days" label="Days and tasks" rows={6} />
            <span className={styles.hint}>{TASK_LINE_HELP}</span>
            <TextAreaField form={form} name="sharedGameSets" label="Game sets" rows={3} />
            <span className={styles.hint}>
              One line per set: its name, a colon and its games. Changes reach quests not started yet; a
              running quest keeps its days and tasks.
            </span>
            <CheckboxField form={form} name="requiresCompletedProfile" label="Needs a completed profile" />
            <CheckboxField form={form} name="requiresConfirmedPhone" label="Needs a confirmed phone" />
          </>
        ),
      }}
    />
  );
}
