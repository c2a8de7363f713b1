import { CHANGE_PASSWORD_QUERY } from '@casino/contracts';

/** `?change-password=TOKEN`: the token, and the search without it (the token must not stay in the address bar). */
export function readRestoreToken(search: string): { token: string; rest: string } | null {
  const params = new URLSearchParams(search);
  const token = params.get(CHANGE_PASSWORD_QUERY);
  if (token === null) return null;
  params.delete(CHANGE_PASSWORD_QUERY);
  const rest = params.toString();
  return { token: token.trim(), rest: rest ? `?${rest}` : '' };
}
