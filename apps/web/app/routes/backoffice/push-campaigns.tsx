import { PushCampaignsScreen } from '../../backoffice/push-campaigns/push-campaigns-screen.tsx';
import type { BackofficeHandle } from '../../backoffice/urls.ts';

export const handle: BackofficeHandle = { permission: 'push.read' };

export function meta() {
  return [{ title: 'Push campaigns · Back-office' }];
}

/** Web push campaigns (issue #17): the list with delivery counts; marketing writes and cancels them. */
export default function BackofficePushCampaignsPage() {
  return <PushCampaignsScreen />;
}
