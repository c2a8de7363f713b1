import {
  SCRATCH_CARD_REVEAL_PATH,
  SCRATCH_CARDS_PATH,
  ScratchCardRevealResponseSchema,
  ScratchCardsResponseSchema,
  type ScratchCardRevealResponse,
  type ScratchCardsResponse,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

/** The signed-in player's scratch cards (prizes stay on the server until a card is revealed). */
export function fetchScratchCards(signal?: AbortSignal): Promise<ScratchCardsResponse> {
  return http.get(SCRATCH_CARDS_PATH, { schema: ScratchCardsResponseSchema, ...(signal ? { signal } : {}) });
}

/** Reveals a card: the server pays the prize drawn when the card was issued and answers it. */
export function revealScratchCard(id: string): Promise<ScratchCardRevealResponse> {
  return http.post(SCRATCH_CARD_REVEAL_PATH, { id }, { schema: ScratchCardRevealResponseSchema });
}
