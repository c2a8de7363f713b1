import { useSearchParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { z } from 'zod';
import {
  BACKOFFICE_CATALOGUE_PATHS as PATHS,
  BackofficeGameRowSchema,
  BackofficeGameUpdatedSchema,
  BackofficeRestrictionGroupRowSchema,
  ISSUE_KEYS,
  type BackofficeGameRow,
  type BackofficeRestrictionGroupRow,
} from '@casino/contracts';
import { boSend } from '../backoffice-api.ts';
import { DataTable, selectFilter } from '../components/data-table.tsx';
import { CheckboxField, choices, TextField, useBoForm } from '../components/form.tsx';
import { useOperator } from '../use-operator.ts';
import styles from '../backoffice.module.css';
import { DialogForm, EditingDialog, editColumn, useEditing, enabledColumn } from './list-and-edit.tsx';
import { pct, whole } from './format.ts';
import own from './catalogue.module.css';

const CATEGORY_OPTIONS = choices(ISSUE_KEYS);

/** Below this many rounds the normal interval of skewed slot returns is too narrow (docs/backoffice.md). */
const FEW_ROUNDS = 5000;

/** The observed RTP, its 95 % interval, and a mark when the theoretical RTP lies outside it. */
function ObservedRtp({ game }: { game: BackofficeGameRow }) {
  if (game.observedRtp === null) return <span className={styles.muted}>no rounds</span>;
  const outside =
    game.theoreticalRtp !== null &&
    game.ciLow !== null &&
    game.ciHigh !== null &&
    (game.theoreticalRtp < game.ciLow || game.theoreticalRtp > game.ciHigh);
  const few = game.rounds < FEW_ROUNDS;
  return (
    <span>
      {pct(game.observedRtp)}
      <span className={own.ci}>
        {game.ciLow === null
          ? 'too few rounds for an interval'
          : `95 % CI ${pct(game.ciLow, 1)} – ${pct(game.ciHigh, 1)}`}
      </span>
      {outside ? (
        few ? (
          <span
            className={own.delta}
            title="Slot returns are skewed: below about 5,000 rounds the interval is often too narrow (it covers the true RTP 80–90 % of the time), so this happens often by chance."
          >
            outside the interval, but few rounds
          </span>
        ) : (
          <span
            className={`${own.delta} ${own.warn}`}
            title="The theoretical RTP is outside the 95 % interval"
          >
            theoretical outside the interval
          </span>
        )
      ) : null}
    </span>
  );
}

const GameSettingsFormSchema = z.object({
  isActive: z.boolean(),
  sort: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, 'The display order is a whole number from 0 to 1000000.')
    .transform(Number)
    .refine((n) => n <= 1_000_000, 'The display order is a whole number from 0 to 1000000.'),
  categories: z.array(z.enum(ISSUE_KEYS)),
});

function GameEditor({ game, onSaved }: { game: BackofficeGameRow; onSaved: () => void }) {
  const form = useBoForm(GameSettingsFormSchema, {
    defaultValues: {
      isActive: game.isActive,
      sort: String(game.sort),
      categories: game.categories.filter((c): c is (typeof ISSUE_KEYS)[number] =>
        (ISSUE_KEYS as readonly string[]).includes(c),
      ),
    },
  });
  return (
    <DialogForm
      submit="Save"
      form={form}
      aria-label={`Settings of ${game.title}`}
      onSubmit={async (values) => {
        await boSend('PATCH', PATHS.game(game.id), values, BackofficeGameUpdatedSchema);
        onSaved();
      }}
    >
      <CheckboxField form={form} name="isActive" label="Enabled (shown in the lobby and playable)" />
      <TextField
        form={form}
        name="sort"
        label="Display order"
        inputMode="numeric"
        hint="Lower comes first."
      />
      <fieldset className={styles.field}>
        <legend className={styles.label}>Categories</legend>
        <div className={styles.checks}>
          {ISSUE_KEYS.map((key) => (
            <label key={key} className={styles.check}>
              <input
                type="checkbox"
                value={key}
                disabled={key === 'allGames'}
                {...(key === 'allGames' ? { checked: true, readOnly: true } : form.register('categories'))}
              />
              {key}
            </label>
          ))}
        </div>
        <span className={styles.hint}>
          Every game stays in allGames. A new category puts the game last in it.
        </span>
      </fieldset>
    </DialogForm>
  );
}

/** Games: enable, order, categories; observed RTP beside the theoretical one; restriction groups. */
export function GamesScreen() {
  const operator = useOperator();
  const canManage = operator.can('games.manage');
  const editing = useEditing<BackofficeGameRow>();
  const [params, setParams] = useSearchParams();
  const currency = params.get('currency') === 'ENTRY' ? 'ENTRY' : 'COIN';

  const columns: ColumnDef<BackofficeGameRow, unknown>[] = [
    ...(canManage ? [editColumn(editing)] : []),
    {
      accessorKey: 'title',
      header: 'Game',
      cell: ({ row }) => (
        <span>
          {row.original.title}
          <span className={own.sub}>{row.original.slug}</span>
        </span>
      ),
    },
    { accessorKey: 'rounds', header: 'Rounds', cell: ({ row }) => whole(row.original.rounds) },
    {
      accessorKey: 'theoreticalRtp',
      header: 'Theoretical RTP',
      cell: ({ row }) => pct(row.original.theoreticalRtp),
    },
    {
      accessorKey: 'observedRtp',
      header: 'Observed RTP',
      cell: ({ row }) => <ObservedRtp game={row.original} />,
    },
    enabledColumn(),
    { accessorKey: 'sort', header: 'Order' },
    {
      accessorKey: 'provider',
      header: 'Provider',
      cell: ({ row }) => (
        <span>
          {row.original.provider}
          <span className={own.sub}>{row.original.engineId}</span>
        </span>
      ),
    },
    {
      accessorKey: 'categories',
      header: 'Categories',
      enableSorting: false,
      cell: ({ row }) => (
        <span className={own.sub} style={{ whiteSpace: 'normal', minWidth: 120, maxWidth: 170 }}>
          {row.original.categories.filter((c) => c !== 'allGames').join(', ') || '—'}
        </span>
      ),
    },
    {
      accessorKey: 'restrictedPlayers',
      header: 'Restricted',
      cell: ({ row }) => (row.original.restrictedPlayers ? `${row.original.restrictedPlayers} players` : '—'),
    },
  ];

  const groupColumns: ColumnDef<BackofficeRestrictionGroupRow, unknown>[] = [
    { accessorKey: 'groupKey', header: 'Group key', enableSorting: false },
    { accessorKey: 'players', header: 'Players' },
    {
      id: 'games',
      header: 'Restricted games',
      cell: ({ row }) => (
        <span style={{ whiteSpace: 'normal' }}>{row.original.games.map((g) => g.title).join(', ')}</span>
      ),
    },
  ];

  return (
    <div className={styles.stack}>
      <div className={styles.pageHeader}>
        <h1>Games</h1>
        <div className={own.segmented} role="group" aria-label="Rounds played in">
          {(
            [
              ['COIN', 'Coins'],
              ['ENTRY', 'Entries'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={currency === value}
              onClick={() =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    if (value === 'COIN') next.delete('currency');
                    else next.set('currency', value);
                    next.delete('page');
                    return next;
                  },
                  { replace: true, preventScrollReset: true },
                )
              }
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <p className={styles.muted}>
        Observed RTP is Σ win / Σ bet over the settled paid rounds played in{' '}
        {currency === 'COIN' ? 'coins' : 'entries'}, with its 95 % confidence interval; the theoretical RTP is
        the engine&apos;s exact figure. The catalogue is shared by every brand.
      </p>
      <DataTable
        endpoint={PATHS.games}
        rowSchema={BackofficeGameRowSchema}
        columns={columns}
        label="Games"
        search="Title, slug or provider"
        reloadKey={editing.reload}
        query={{ currency }}
        filters={[
          {
            name: 'category',
            label: 'Category',
            type: 'select',
            options: CATEGORY_OPTIONS,
          },
          selectFilter('status', 'Status', { active: 'Enabled', inactive: 'Disabled' }),
          { name: 'from', label: 'Rounds from', type: 'date' },
          { name: 'to', label: 'Rounds to', type: 'date' },
        ]}
      />
      <section className={own.section} aria-labelledby="restriction-groups">
        <div className={own.sectionHeader}>
          <h2 id="restriction-groups">Restriction groups</h2>
          <span className={styles.muted}>
            Players with the same restricted games share a group; change a player&apos;s restrictions on their
            page.
          </span>
        </div>
        <DataTable
          endpoint={PATHS.restrictionGroups}
          rowSchema={BackofficeRestrictionGroupRowSchema}
          columns={groupColumns}
          label="Restriction groups"
          search="Restricted game"
          paramPrefix="groups"
          empty="No player has a restricted game."
          getRowId={(g) => g.groupKey}
        />
      </section>
      <EditingDialog
        editing={editing}
        title={(row) => (row === 'new' ? '' : `Settings of ${row.title}`)}
        description="Saved at once for every brand's lobby (the catalogue is shared by the brands)."
      >
        {(row) => (row ? <GameEditor game={row} onSaved={editing.saved} /> : null)}
      </EditingDialog>
    </div>
  );
}
