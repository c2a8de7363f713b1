import {
  CashOffersResponseSchema,
  PaymentResponseSchema,
  ProfileResponseSchema,
  type CashOffersResponse,
  type DepositRequest,
  type PaymentView,
  type Profile,
  type ProfileUpdate,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const fetchCashOffers = (signal?: AbortSignal): Promise<CashOffersResponse> =>
  http.get('/rest/cash/offers/', { schema: CashOffersResponseSchema, ...(signal ? { signal } : {}) });

/** Starts (or, with the same idempotency key, repeats) a purchase attempt. */
export const postDeposit = async (request: DepositRequest): Promise<PaymentView> =>
  (await http.post('/rest/cash/deposit/', request, { schema: PaymentResponseSchema })).payment;

export const fetchPayment = async (paymentId: string, signal?: AbortSignal): Promise<PaymentView> =>
  (
    await http.get(`/rest/cash/payments/${encodeURIComponent(paymentId)}/`, {
      schema: PaymentResponseSchema,
      ...(signal ? { signal } : {}),
    })
  ).payment;

// The account screen uses the player's profile API (apps/server/src/routes/profile).
const PROFILE_PATH = '/rest/player/profile/';

export const fetchProfile = async (signal?: AbortSignal): Promise<Profile> =>
  (await http.get(PROFILE_PATH, { schema: ProfileResponseSchema, ...(signal ? { signal } : {}) })).data;

export const saveProfile = async (changes: ProfileUpdate): Promise<Profile> =>
  (await http.post(PROFILE_PATH, changes, { schema: ProfileResponseSchema })).data;
