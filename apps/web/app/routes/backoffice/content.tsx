import { ContentScreen } from '../../backoffice/catalogue/content-screen.tsx';
import type { BackofficeHandle } from '../../backoffice/urls.ts';

export const handle: BackofficeHandle = { permission: 'content.manage' };

export function meta() {
  return [{ title: 'Content · Back-office' }];
}

export default function BackofficeContentScreen() {
  return <ContentScreen />;
}
