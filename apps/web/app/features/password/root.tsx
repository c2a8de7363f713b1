import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openModal } from '../../lib/modals/open-modal.ts';
import { confirmRestoreToken } from './password-api.ts';
import { readRestoreToken } from './restore-link.ts';

/**
 * The restore link on any page: checks the token, then opens the change-password modal in restore mode,
 * or the forgot-password modal on its failed state. The token leaves the URL at once.
 */
export function PasswordRoot() {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const found = readRestoreToken(location.search);
    if (!found) return;
    void navigate(
      { pathname: location.pathname, search: found.rest, hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state },
    );
    if (handled.current === found.token) return;
    handled.current = found.token;
    confirmRestoreToken({ token: found.token }).then(
      () => openModal('change-password', { token: found.token }),
      () => openModal('forgot-password-failed'),
    );
  }, [location, navigate]);
  return null;
}
