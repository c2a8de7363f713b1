import { useNavigate, useRevalidator } from 'react-router';
import { localeFromPath, localizePath } from '../i18n/locale.ts';
import { http } from './http/http-client.ts';

let signingOut = false;

/** Whether this tab is signing itself out: the server's `session ended` push is for the session's other tabs. */
export const isSigningOut = () => signingOut;

/** Ends the player's session on the server (the one logout request: the idle sign-out's and the menu's). */
export const endSession = (): Promise<unknown> => http.get('/rest/logout/');

/** Logout: the server ends the session, the page becomes the guest's, and the player lands on home. */
export function useSignOut() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async () => {
    // The push leaves before the logout's answer: ignored until this tab is the guest's page on home.
    signingOut = true;
    try {
      await endSession();
      await navigate(localizePath('/', localeFromPath(window.location.pathname)));
      await revalidator.revalidate();
    } finally {
      signingOut = false;
    }
  };
}
