import { BannersScreen } from '../../backoffice/catalogue/banners-screen.tsx';
import type { BackofficeHandle } from '../../backoffice/urls.ts';

export const handle: BackofficeHandle = { permission: 'offers.read' };

export function meta() {
  return [{ title: 'Banners · Back-office' }];
}

export default function BackofficeBannersScreen() {
  return <BannersScreen />;
}
