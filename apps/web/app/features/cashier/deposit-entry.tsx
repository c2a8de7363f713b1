import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { localizeHref } from '../../components/shell/app-link.tsx';
import { useRootData } from '../../lib/root-data.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { fetchCashOffers } from './cashier-api.ts';
import { cashPaths } from './cash-routes.ts';
import { cashierHref } from './payment-methods.ts';

export interface DepositModalProps {
  /** Where the cashier was opened from (spec location values), for analytics and the deposit. */
  location?: string;
  /** Open straight on this package's checkout. */
  presetId?: number;
}

/**
 * openModal('deposit'): the cashier is a route (/cash/…) shown by the cash app, so this "modal" only
 * opens it, with quick-cash appended when the spec's conditions hold for this player.
 */
export default function DepositEntry({ close, location, presetId }: ModalComponentProps<DepositModalProps>) {
  const navigate = useNavigate();
  const { locale } = useRootData();
  useEffect(() => {
    let live = true;
    const path = presetId ? cashPaths.preset(presetId) : cashPaths.deposit();
    const open = (href: string) => {
      if (!live) return;
      close();
      void navigate(localizeHref(href, locale));
    };
    fetchCashOffers()
      .then((offers) => open(cashierHref(offers, path, location ? { location } : {})))
      .catch(() => open(cashierHref(null, path, location ? { location } : {})));
    return () => {
      live = false;
    };
  }, [close, navigate, locale, location, presetId]);
  return null;
}
