import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { brandHref, LOBBY_PAGE } from '@casino/contracts/values';
import { localeFromPath, localizePath } from '../i18n/locale.ts';
import { safeRedirectPath } from './auth-entry.ts';
import { useRootData } from './root-data.ts';

/** After signing in or up, the player goes back where the guard stopped them, else to the lobby. */
export function useAfterAuth() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const { brand } = useRootData();
  return async () => {
    const fallback = localizePath(brandHref(brand, LOBBY_PAGE), localeFromPath(window.location.pathname));
    // In order: a revalidation started during the navigation would be superseded by it.
    await navigate(safeRedirectPath(params.get('redirectTo'), fallback), { replace: true });
    await revalidator.revalidate();
  };
}
