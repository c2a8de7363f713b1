import type { z } from 'zod';
import {
  AuthSuccessSchema,
  OneClickSuccessSchema,
  OtpFlowSchema,
  type LoginRequestSchema,
  type RegistrationRequestSchema,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';
import { withChallenge } from './challenge.ts';

export const LOGIN_PATH = '/rest/login/';
export const REGISTRATION_PATH = '/rest/registration/';

/** Any 2xx is success; failures throw the client's HttpError (message + field errors). */
export async function postLogin(
  values: z.output<typeof LoginRequestSchema>,
  onChecking?: (checkUntil: string, retryAfterSeconds: number) => void,
) {
  return withChallenge(
    (challenge) => http.post(LOGIN_PATH, { ...values, challenge }, { schema: AuthSuccessSchema }),
    onChecking,
  );
}

/** One-click sign-up: the server makes the account and its password, shown to the player once. */
export async function postOneClickRegistration(body: {
  registration_source?: string;
  traffic_source?: string;
  agreeTerms: true;
}) {
  return http.post('/rest/registration/one-click/', body, { schema: OneClickSuccessSchema });
}

/** Which sign-up flow applies to this visitor's sources (whether a one-time code is needed). */
export async function postOtpFlow(sources: { registration_source?: string; traffic_source?: string }) {
  return http.post('/rest/otp/get-flow/', sources, { schema: OtpFlowSchema });
}

export async function postRegistration(values: z.output<typeof RegistrationRequestSchema>) {
  return withChallenge((challenge) =>
    http.post(REGISTRATION_PATH, { ...values, challenge }, { schema: AuthSuccessSchema }),
  );
}

// The server limits both to 64 characters; a long tracking value must not block a sign-up.
const SOURCE_MAX = 64;

/** registration_source / traffic_source from `?registrationSource=` / `?trafficSource=` of the current URL. */
export function readSignupSources(search: string): { registration_source?: string; traffic_source?: string } {
  const params = new URLSearchParams(search);
  const registration = params.get('registrationSource')?.trim().slice(0, SOURCE_MAX);
  const traffic = params.get('trafficSource')?.trim().slice(0, SOURCE_MAX);
  return {
    ...(registration ? { registration_source: registration } : {}),
    ...(traffic ? { traffic_source: traffic } : {}),
  };
}
