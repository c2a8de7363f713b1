import { lazy, Suspense } from 'react';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import { AUTHORING_PREVIEWS } from '../../composition/features.ts';

export const handle: BackofficeHandle = { permission: 'features.read' };

export function meta() {
  return [{ title: 'Tournament templates · Back-office' }];
}

// The player site's components that draw a draft in the authoring preview (lazy: loaded when a preview opens).
const TournamentPreview = AUTHORING_PREVIEWS.tournament!;

// The authoring form is the screen's bulk: loaded when the screen opens.
const TournamentTemplatesScreen = lazy(() =>
  import('../../backoffice/live-operations/tournament-templates-screen.tsx').then((m) => ({
    default: m.TournamentTemplatesScreen,
  })),
);

/** Recurring tournaments: list, create, edit, pause and resume (features.manage writes). */
export default function BackofficeTournamentTemplatesPage() {
  return (
    <Suspense fallback={null}>
      <TournamentTemplatesScreen preview={TournamentPreview} />
    </Suspense>
  );
}
