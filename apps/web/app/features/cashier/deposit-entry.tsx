import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { localizeHref } from '../../components/shell/app-link.tsx';
import { useApiQuery } from '../../lib/query/api-query.ts';
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
  // The cash app's own query: the offers it shows are in the cache when it opens.
  const { state, fetching } = useApiQuery(['cashier', 'offers'], fetchCashOffers);
  // Opens once the offers are read now (without them, the cashier opens without quick-cash).
  const settled = !fetching && state.status !== 'loading';
  const offers = state.status === 'ready' ? state.data : null;
  useEffect(() => {
    if (!settled) return;
    const path = presetId ? cashPaths.preset(presetId) : cashPaths.deposit();
    close();
    void navigate(localizeHref(cashierHref(offers, path, location ? { location } : {}), locale));
  }, [settled, offers, close, navigate, locale, location, presetId]);
  return null;
}
