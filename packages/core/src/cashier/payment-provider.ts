import type { PaymentMethod } from '@casino/contracts';
import { DomainError } from '../errors.ts';

/** Card details as the provider receives them: the number without spaces, expiry MM/YY. */
export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export interface StartPaymentInput {
  /** Our payment id; the provider echoes it in every webhook. */
  paymentId: string;
  amountCents: number;
  currency: 'USD';
  method: PaymentMethod;
  /** Present for card methods only. */
  card?: CardDetails;
}

/** What the provider answers at once; the outcome of pending and challenge arrives later by webhook. */
export type StartPaymentResult =
  | { status: 'pending'; providerRef: string }
  | { status: 'challenge'; providerRef: string; challengeUrl: string }
  | { status: 'declined'; providerRef: string; reason: string };

export const PROVIDER_EVENT_TYPES = [
  'challenge.passed',
  'challenge.failed',
  'payment.succeeded',
  'payment.failed',
] as const;
export type ProviderEventType = (typeof PROVIDER_EVENT_TYPES)[number];

/** A provider notification, normalised: every provider's webhook is parsed into this. */
export interface ProviderEvent {
  /** Unique per event at the provider; a redelivery carries the same id. */
  eventId: string;
  type: ProviderEventType;
  /** The provider's own id of the charge; empty when it never charged this payment (a status answer). */
  providerRef: string;
  paymentId: string;
  occurredAt: string;
  /** The provider's reason for a failure (e.g. card_declined). */
  reason?: string;
}

export interface PaymentProvider {
  /** Stored in `payments.provider` and used in the webhook path `/rest/cash/webhooks/{name}/`. */
  readonly name: string;
  /** The methods this provider offers now, in the order the cashier shows them. */
  methods(): PaymentMethod[];
  startPayment(input: StartPaymentInput): Promise<StartPaymentResult>;
  /**
   * The card's fingerprint: the same card gives the same value on every account, and the number cannot be
   * read back from it (a real provider answers its own; docs/player-protection.md).
   */
  cardFingerprint(card: CardDetails): string;
  /**
   * Verifies and parses a webhook from its raw body and headers. Throws a DomainError: 401 when the
   * signature is missing or wrong, 400 when the body is not a valid event.
   */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderEvent;
  /**
   * Asks the provider where a payment stands, from its own books (reconciliation of a payment whose webhook
   * never came, e.g. after a crash): the event that settles it — `payment.succeeded` when it charged,
   * `payment.failed` when it failed or never charged — or null while it is still at work. The event id is
   * the same on every ask, so a repeated answer is a duplicate.
   */
  paymentStatus(input: { paymentId: string }): Promise<ProviderEvent | null>;
}

/** The providers the server can take payments with, by name; the cashier lists their methods in order. */
export interface PaymentProviderRegistry {
  get(name: string): PaymentProvider | undefined;
  methods(): PaymentMethod[];
  /** The method and the provider behind it, or undefined for an unknown or disabled method. */
  findMethod(methodId: string): { method: PaymentMethod; provider: PaymentProvider } | undefined;
}

export function createPaymentProviderRegistry(providers: PaymentProvider[]): PaymentProviderRegistry {
  const byName = new Map(providers.map((p) => [p.name, p]));
  return {
    get: (name) => byName.get(name),
    methods: () => providers.flatMap((p) => p.methods()),
    findMethod(methodId) {
      for (const provider of providers) {
        const method = provider.methods().find((m) => m.id === methodId);
        if (method) return { method, provider };
      }
      return undefined;
    },
  };
}

export const badSignature = () =>
  new DomainError({
    status: 401,
    code: 'bad_signature',
    message: 'The webhook signature is missing or wrong.',
  });
export const badWebhook = (message = 'The webhook body is not a valid event.') =>
  new DomainError({ status: 400, code: 'bad_webhook', message });
