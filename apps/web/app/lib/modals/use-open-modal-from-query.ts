import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OPEN_MODAL_VALUES } from '@casino/contracts/values';
import { featureOpenModalValues } from '../feature-module.ts';
import { openModal, warnUnknownModal } from './open-modal.ts';

export const OPEN_MODAL_PARAM = 'openModal';

/**
 * `?openModal=<value>` on any page: opens the modal once and drops the parameter (history replace),
 * so reloads and shared links do not reopen it. Runs on load and on every URL change.
 * Only the spec's accepted values and the feature modules' (`openModalValues`) open; anything else is warned
 * about once and dropped.
 */
export function useOpenModalFromQuery(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const value = params.get(OPEN_MODAL_PARAM);
    if (value === null) return;
    const accepted = (OPEN_MODAL_VALUES as readonly string[]).includes(value);
    if (accepted || featureOpenModalValues().includes(value)) openModal(value);
    else warnUnknownModal(value);
    params.delete(OPEN_MODAL_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state, defaultShouldRevalidate: false },
    );
  }, [location, navigate]);
}
