import {
  FREE_ENTRY_PATHS,
  FreeEntryInfoSchema,
  FreeEntryRequestReplySchema,
  FreeEntryTermsReplySchema,
  type FreeEntryInfo,
  type FreeEntryRequestView,
  type FreeEntryTerms,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const fetchFreeEntryTerms = async (): Promise<FreeEntryTerms> =>
  (await http.get(FREE_ENTRY_PATHS.terms, { schema: FreeEntryTermsReplySchema })).data;

export const fetchFreeEntry = async (): Promise<FreeEntryInfo['data']> =>
  (await http.get(FREE_ENTRY_PATHS.info, { schema: FreeEntryInfoSchema })).data;

/** Answers the pending code when there is one: asking twice never makes two. */
export const requestFreeEntryCode = async (): Promise<FreeEntryRequestView> =>
  (await http.post(FREE_ENTRY_PATHS.request, {}, { schema: FreeEntryRequestReplySchema })).data;
