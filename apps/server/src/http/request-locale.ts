import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, type Locale } from '@casino/contracts';

/** The player's language for texts the server writes (emails, SMS): the language cookie, else en. */
export function localeOfRequest(request: FastifyRequest): Locale {
  const cookie = request.cookies[LANGUAGE_COOKIE.name];
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}
