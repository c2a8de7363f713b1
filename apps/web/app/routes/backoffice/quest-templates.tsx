import { lazy, Suspense } from 'react';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import { AUTHORING_PREVIEWS } from '../../composition/features.ts';

export const handle: BackofficeHandle = { permission: 'features.read' };

export function meta() {
  return [{ title: 'Quest templates · Back-office' }];
}

// The player site's components that draw a draft in the authoring preview (lazy: loaded when a preview opens).
const QuestPreview = AUTHORING_PREVIEWS.quest!;

// The authoring form is the screen's bulk: loaded when the screen opens.
const QuestTemplatesScreen = lazy(() =>
  import('../../backoffice/live-operations/quest-templates-screen.tsx').then((m) => ({
    default: m.QuestTemplatesScreen,
  })),
);

/** Recurring quests, seasons, advent calendars and free-play challenges: list, create, edit, pause, resume, cancel (features.manage writes). */
export default function BackofficeQuestTemplatesPage() {
  return (
    <Suspense fallback={null}>
      <QuestTemplatesScreen preview={QuestPreview} />
    </Suspense>
  );
}
