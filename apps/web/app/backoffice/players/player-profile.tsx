import { useEffect, useId, useState } from 'react';
import {
  BACKOFFICE_PLAYERS_PATHS,
  BackofficeRestrictionRequestSchema,
  BackofficeRestrictionsResponseSchema,
  GameSearchSchema,
  type BackofficePlayerDetail,
  type BackofficeRestriction,
  type BackofficeRestrictionRequest,
} from '@casino/contracts';
import { boSend, postForm } from '../backoffice-api.ts';
import { useBoQuery } from '../use-bo-query.tsx';
import { Confirm } from '../components/confirm.tsx';
import { BoForm, FormError, SubmitButton, TextField, useBoForm } from '../components/form.tsx';
import { Button } from '../components/button.tsx';
import { brandName } from '../brand-names.ts';
import styles from '../backoffice.module.css';
import { CURRENCY_LABELS, formatTime, formatUnits } from './player-format.ts';
import own from './players.module.css';

const yesNo = (value: boolean) => (value ? 'confirmed' : 'not confirmed');

/** The profile tab: who the player is, the balances per currency, and the games hidden from them. */
export function PlayerProfile({
  player,
  canRestrict,
  onRestrictionsChange,
}: {
  player: BackofficePlayerDetail;
  canRestrict: boolean;
  onRestrictionsChange: (restrictions: BackofficeRestriction[], message: string) => void;
}) {
  const fullName = [player.name, player.surname].filter(Boolean).join(' ');
  const details: Array<[string, string]> = [
    ['Player id', player.id],
    ['Brand', brandName(player.brand)],
    ['Email', player.email ? `${player.email} (${yesNo(player.emailConfirmed)})` : '—'],
    ['Phone', player.phone ? `${player.phone} (${yesNo(player.phoneConfirmed)})` : '—'],
    ['Login', player.login],
    ['Name', fullName || '—'],
    ['Birthday', player.birthDay ?? '—'],
    ['Address', [player.address, player.city, player.state, player.zip].filter(Boolean).join(', ') || '—'],
    ['Language', player.locale],
    ['Game mode', player.gameMode === 'SweepStakes' ? 'Sweepstakes' : 'Tournament points'],
    ['Identity check (KYC)', player.kycStatus ?? 'no document yet'],
    ['Registration', player.registrationCompleted ? 'completed' : 'not completed'],
    ['Signed up', formatTime(player.createdAt)],
    ['Last sign-in', formatTime(player.lastLoginAt)],
    ['Live sessions', String(player.activeSessions)],
    ['Region', [player.geoRegion, player.geoAccess].filter(Boolean).join(' · ') || '—'],
    ['Came from', [player.registrationSource, player.trafficSource].filter(Boolean).join(' · ') || '—'],
  ];
  return (
    <div className={own.page}>
      <section className={styles.card} aria-labelledby="bo-balances">
        <h2 id="bo-balances">Balances</h2>
        <div className={own.balances} style={{ marginTop: 12 }}>
          {player.balances.map((balance) => (
            <div key={balance.currency} data-testid={`bo-balance-${balance.currency}`}>
              <div className={styles.statLabel}>{CURRENCY_LABELS[balance.currency] ?? balance.currency}</div>
              <div className={styles.statValue}>{formatUnits(balance.currency, balance.amount)}</div>
            </div>
          ))}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="bo-profile">
        <h2 id="bo-profile" style={{ marginBottom: 12 }}>
          Profile
        </h2>
        <dl className={own.details}>
          {details.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Restrictions player={player} canRestrict={canRestrict} onChange={onRestrictionsChange} />
    </div>
  );
}

function Restrictions({
  player,
  canRestrict,
  onChange,
}: {
  player: BackofficePlayerDetail;
  canRestrict: boolean;
  onChange: (restrictions: BackofficeRestriction[], message: string) => void;
}) {
  const form = useBoForm(BackofficeRestrictionRequestSchema, { defaultValues: { gameSlug: '' } });
  const [removing, setRemoving] = useState<string | null>(null);
  const suggestions = useGameSuggestions(form.watch('gameSlug'));
  const listId = useId();
  return (
    <section className={styles.card} aria-labelledby="bo-restrictions">
      <h2 id="bo-restrictions">Game restrictions</h2>
      <p className={styles.muted}>
        Games hidden from this player only: the lobby and the game launch both refuse them.
      </p>
      {player.restrictions.length === 0 ? (
        <p style={{ marginTop: 8 }}>No game is restricted.</p>
      ) : (
        <ul className={own.restrictions} style={{ marginTop: 8 }}>
          {player.restrictions.map((r) => (
            <li key={r.gameSlug} className={own.restriction}>
              <span>
                <strong>{r.gameName}</strong> <span className={own.mono}>{r.gameSlug}</span>{' '}
                <span className={styles.muted}>since {formatTime(r.createdAt)}</span>
              </span>
              {canRestrict ? (
                <Confirm
                  title={`Show ${r.gameName} to this player again?`}
                  description="The game comes back in the player's lobby."
                  confirmLabel="Lift restriction"
                  open={removing === r.gameSlug}
                  onOpenChange={(open) => setRemoving(open ? r.gameSlug : null)}
                  trigger={<Button>Lift</Button>}
                  onConfirm={async () => {
                    const answer = await boSend(
                      'DELETE',
                      BACKOFFICE_PLAYERS_PATHS.restriction(player.id, r.gameSlug),
                      undefined,
                      BackofficeRestrictionsResponseSchema,
                    );
                    onChange(answer.data.restrictions, `${r.gameName} is shown to the player again.`);
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canRestrict ? (
        <BoForm
          form={form}
          aria-label="Restrict a game"
          onSubmit={postForm(
            BACKOFFICE_PLAYERS_PATHS.restrictions(player.id),
            BackofficeRestrictionsResponseSchema,
            (data, values: BackofficeRestrictionRequest) => {
              form.reset();
              onChange(
                data.restrictions,
                data.changed
                  ? `${values.gameSlug} is hidden from the player.`
                  : `${values.gameSlug} was already hidden.`,
              );
            },
          )}
        >
          <div className={own.inline} style={{ marginTop: 12 }}>
            <TextField
              form={form}
              name="gameSlug"
              label="Restrict a game"
              placeholder="Type part of the game's name and pick it, or its slug"
              list={listId}
              autoComplete="off"
            />
            <SubmitButton form={form}>Restrict</SubmitButton>
          </div>
          <datalist id={listId}>
            {suggestions.map((game) => (
              <option key={game.slug} value={game.slug}>
                {game.title}
              </option>
            ))}
          </datalist>
          <FormError form={form} />
        </BoForm>
      ) : null}
    </section>
  );
}

/** Games whose name matches what was typed (the catalogue's own search), asked once typing pauses. */
function useGameSuggestions(text: string | undefined) {
  const typed = (text ?? '').trim();
  const [asked, setAsked] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  // The last answer stays in the list while the next is asked.
  const { state } = useBoQuery(
    '/rest/games/search/',
    GameSearchSchema,
    { query: asked, limit: 8 },
    { enabled: asked.length >= 2, keepPrevious: true },
  );
  return typed.length < 2 || state.status !== 'ready' ? [] : state.data.games;
}
