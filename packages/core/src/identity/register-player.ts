import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { BrandKey, Locale } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { conflict } from '../errors.ts';
import { emailInUse, emailIndexViolated } from '../person-match/email-owner.ts';
import { canonicalEmail } from '../person-match/person-keys.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { payRegistrationRewards, publishBalances } from '../rewards/pay-reward.ts';
import { acceptCurrentTerms } from '../terms/confirm-terms.ts';
import { assertStrongPassword, generatePassword, hashPassword } from './passwords.ts';

export const EMAIL_TAKEN_TEXT =
  'An account with this email already exists. Sign in instead, or reset your password.';

export interface RegistrationInput {
  brand: BrandKey;
  locale: Locale;
  email: string | null;
  password?: string;
  registrationSource?: string | null;
  trafficSource?: string | null;
  invitedBy?: string | null;
  /** The player accepted the current terms while signing up (the form's box, or the one-click button's text). */
  agreedToTerms: boolean;
  /** The terms in force now are the ones accepted. */
  now: Date;
}

const REFCODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newRefcode = () =>
  Array.from({ length: 8 }, () => REFCODE_ALPHABET[randomInt(REFCODE_ALPHABET.length)]).join('');
const newLogin = () => `player${randomInt(100_000, 10_000_000)}`;

/**
 * Creates an account. With an email and password it is complete, and the sign-up rewards (the
 * player's, and the inviting friend's) are paid in the same transaction; without (one-click) it gets a
 * generated password and completes later on /registration-complete/. With a publisher, the balances
 * that changed are pushed after commit (the inviting friend may be online).
 */
export async function registerPlayer(db: Db, input: RegistrationInput, deps: { publisher?: Publisher } = {}) {
  if (input.password) assertStrongPassword(input.password);
  // Another spelling of a mailbox that has an account is that account (docs/player-protection.md). Asked
  // before the hash: sign-up says so openly anyway (docs/security.md, Enumeration).
  if (input.email && (await emailInUse(db, input.email)))
    throw conflict(EMAIL_TAKEN_TEXT, { email: [EMAIL_TAKEN_TEXT] });
  const password = input.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const referrer = input.invitedBy
    ? (
        await db
          .select({ id: players.id })
          .from(players)
          .where(eq(players.refcode, input.invitedBy.toUpperCase()))
          .limit(1)
      )[0]
    : undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      const { player, rewarded } = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [created] = await tx
          .insert(players)
          .values({
            brand: input.brand,
            locale: input.locale,
            email: input.email,
            primaryContact: input.email ? 'email' : null,
            canonicalEmail: input.email && canonicalEmail(input.email),
            passwordHash,
            hasAutoPassword: !input.password,
            login: newLogin(),
            refcode: newRefcode(),
            referrerId: referrer?.id ?? null,
            registrationSource: input.registrationSource ?? null,
            trafficSource: input.trafficSource ?? null,
            registrationCompletedAt: input.email ? sql`now()` : null,
          })
          .returning();
        if (input.agreedToTerms) await acceptCurrentTerms(tx, created!.id, input.now);
        const rewarded = created!.registrationCompletedAt ? await payRegistrationRewards(tx, created!) : [];
        return { player: created!, rewarded };
      });
      if (deps.publisher) await publishBalances(db, deps.publisher, rewarded);
      return { player, generatedPassword: input.password ? null : password };
    } catch (error) {
      // Two sign-ups with one mailbox at once: the unique index decides, and the loser hears why.
      if (emailIndexViolated(error)) throw conflict(EMAIL_TAKEN_TEXT, { email: [EMAIL_TAKEN_TEXT] });
      const message = String(
        (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message,
      );
      if (message.includes('players_refcode_idx') && attempt < 5) continue;
      throw error;
    }
  }
}
