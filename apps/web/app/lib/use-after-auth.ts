import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { localeFromPath, localizePath } from '../i18n/locale.ts';
import { safeRedirectPath } from './auth-entry.ts';

/** After signing in or up, the player goes back where the guard stopped them, else to the lobby. */
export function useAfterAuth() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  return async () => {
    const fallback = localizePath('/lobby/', localeFromPath(window.location.pathname));
    // In order: a revalidation started during the navigation would be superseded by it.
    await navigate(safeRedirectPath(params.get('redirectTo'), fallback), { replace: true });
    await revalidator.revalidate();
  };
}
