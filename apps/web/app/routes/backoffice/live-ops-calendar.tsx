import { lazy, Suspense } from 'react';
import type { BackofficeHandle } from '../../backoffice/urls.ts';

export const handle: BackofficeHandle = { permission: 'features.read' };

export function meta() {
  return [{ title: 'Calendar · Back-office' }];
}

const CalendarScreen = lazy(() =>
  import('../../backoffice/live-operations/calendar-screen.tsx').then((m) => ({ default: m.CalendarScreen })),
);

/** What runs per brand per day, with gaps and overlaps flagged. */
export default function BackofficeCalendarPage() {
  return (
    <Suspense fallback={null}>
      <CalendarScreen />
    </Suspense>
  );
}
