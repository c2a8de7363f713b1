import { useMemo } from 'react';
import type { Locale, Tournament, TournamentPreviewDraft } from '@casino/contracts';
import { previewPromotion } from '../../components/promotion-card/promotion-card.tsx';
import { serverNow } from '../../lib/server-clock.ts';
import { TournamentCard } from './promotion-card.tsx';
import { TournamentDetailView } from './tournament-detail.tsx';

/** An ISO 8601 duration of days, hours and minutes (`P1D`, `PT4H`, `P6DT23H59M`) in milliseconds; else a day. */
function durationMs(duration: string): number {
  const match = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/.exec(duration);
  if (!match) return 86_400_000;
  const [, weeks = '0', days = '0', hours = '0', minutes = '0'] = match;
  return ((Number(weeks) * 7 + Number(days)) * 24 * 60 + Number(hours) * 60 + Number(minutes)) * 60_000;
}

/**
 * A tournament template's draft as a player sees an occurrence that has just started, with nobody on the
 * board yet (issue #32): the promotions card and the tournament page, the player site's own components
 * (`TournamentCard`, `TournamentDetailView`) fed with the draft in the server's shapes. Loaded lazily by the
 * back-office's tournament template form (its route passes it in).
 */
export default function TournamentPreview({
  draft,
  locale,
}: {
  draft: TournamentPreviewDraft;
  locale: Locale;
}) {
  const start = useMemo(() => new Date(serverNow()), []);
  const end = new Date(start.getTime() + durationMs(draft.schedule.duration));
  const tournament: Tournament = {
    id: 1,
    title: draft.title,
    isActive: true,
    isOpen: true,
    isFinished: false,
    start: start.toISOString(),
    end: end.toISOString(),
    isSubscribed: false,
    mode: draft.mode,
    scoring: draft.scoring,
    games: draft.games,
    participants: 0,
    prizes: draft.prizes,
    winners: [],
    around: [],
  };
  const refresh = () => undefined;
  return (
    <>
      {draft.title[locale] === '' ? (
        <p role="note" data-preview-missing={locale}>
          No {locale === 'es' ? 'Spanish' : 'English'} title yet: publishing needs it.
        </p>
      ) : null}
      <TournamentCard
        promotion={previewPromotion('tournament', {
          id: tournament.id,
          title: tournament.title,
          end: tournament.end,
          isSubscribed: false,
          mode: tournament.mode,
          prizes: tournament.prizes,
        })}
        refresh={refresh}
      />
      <TournamentDetailView tournament={tournament} me={null} refresh={refresh} />
    </>
  );
}
