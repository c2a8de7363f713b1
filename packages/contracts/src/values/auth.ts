import type { Captcha } from '../auth.ts';

/** GET: a fresh proof-of-work challenge (ChallengeSchema). */
export const CHALLENGE_PATH = '/rest/challenge/';

/** The spec's player info `captcha` for every visitor (see CaptchaSchema). */
export const CAPTCHA: Captcha = { isEnabled: true, key: 'altcha:SHA-256', url: CHALLENGE_PATH };
