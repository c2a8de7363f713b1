import { OffersScreen } from '../../backoffice/catalogue/offers-screen.tsx';
import type { BackofficeHandle } from '../../backoffice/urls.ts';

export const handle: BackofficeHandle = { permission: 'offers.read' };

export function meta() {
  return [{ title: 'Offers and packages · Back-office' }];
}

export default function BackofficeOffersScreen() {
  return <OffersScreen />;
}
