import { useNavigate, useRevalidator } from 'react-router';
import { localeFromPath, localizePath } from '../i18n/locale.ts';
import { http } from './http/http-client.ts';

/** Logout: the server ends the session, the page becomes the guest's, and the player lands on home. */
export function useSignOut() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async () => {
    await http.get('/rest/logout/');
    await navigate(localizePath('/', localeFromPath(window.location.pathname)));
    await revalidator.revalidate();
  };
}
