import { z } from 'zod';
import { BACKOFFICE_AUTH_PATHS } from '@casino/contracts';
import { boSend } from './backoffice-api.ts';
import { BACKOFFICE_SIGN_IN } from './urls.ts';

/** Ends the operator's session on the server, then a full load of sign-in (nothing of it stays in memory). */
export async function signOut(): Promise<void> {
  try {
    await boSend('POST', BACKOFFICE_AUTH_PATHS.signOut, {}, z.unknown());
  } finally {
    window.location.assign(BACKOFFICE_SIGN_IN);
  }
}
