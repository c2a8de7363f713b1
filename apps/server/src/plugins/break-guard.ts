import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { refuseDuringBreak, type Clock, type Db } from '@casino/core';

/**
 * What a player on a break (cooling-off or self-exclusion) may still do, for every player route, classified
 * once (docs/player-protection.md, "A break stops play and prizes"): `open` is account, history, support,
 * redeem and reads that only show state; `refused` is any game round, chance prize, entry, free-entry
 * code, competition entry, purchase or marketing channel — including a GET whose side effect pays or enters.
 * `break-guard.int.test.ts` fails while a registered player route is missing here, so a new route is
 * classified when it is added. HEAD follows GET (Fastify answers HEAD with the GET handler).
 */
export const BREAK_ROUTES: Record<string, 'open' | 'refused'> = {
  // Support chat.
  'POST /api/chat/attachments/': 'open',
  'GET /api/chat/attachments/:id/': 'open',
  'POST /api/chat/auth/': 'open',
  'GET /api/chat/conversation/': 'open',
  'POST /api/chat/messages/': 'open',
  'POST /api/chat/rate/': 'open',
  'POST /api/chat/read/': 'open',
  'POST /api/chat/typing/': 'open',
  // Catalogue and pages: reads.
  'GET /api/rest/games': 'open',
  'POST /api/rest/games/cached-games': 'open',
  'GET /api/rest/games/get-cached-games': 'open',
  'GET /rest/games/search/': 'open',
  'GET /rest/get-game-filters/': 'open',
  'GET /rest/favorites/': 'open',
  'GET /rest/games/player-rows/': 'open',
  'POST /rest/favorites/:gameId/': 'open',
  'DELETE /rest/favorites/:gameId/': 'open',
  'GET /rest/app/init/': 'open',
  'GET /rest/banners/home/': 'open',
  'GET /rest/page/home/': 'open',
  'GET /rest/jackpots/': 'open',
  'GET /rest/page/profile/': 'open',
  'GET /rest/page/promotions/': 'open',
  'GET /rest/page/quests/': 'open',
  'GET /rest/redirect/lookup/': 'open',
  'GET /rest/request/handle/': 'open',
  'GET /rest/realtime/connection-data/': 'open',
  // Account: sign-in, sign-up, password, contact, profile, documents, terms, access, protection.
  'GET /rest/challenge/': 'open',
  'POST /rest/login/': 'open',
  'GET /rest/logout/': 'open',
  'POST /rest/logout/': 'open',
  'POST /rest/otp/get-flow/': 'open',
  'POST /rest/registration/': 'open',
  'POST /rest/registration/complete/': 'open',
  'POST /rest/registration/one-click/': 'open',
  'POST /rest/password/confirm-request-restore-by-token/': 'open',
  'POST /rest/password/request-restore/': 'open',
  'POST /rest/password/restore/': 'open',
  'POST /rest/players/change-password/': 'open',
  'POST /rest/players/email/': 'open',
  'POST /rest/players/email/confirm/': 'open',
  'POST /rest/players/email/send-confirmation/': 'open',
  'POST /rest/players/phone/': 'open',
  'POST /rest/players/phone/confirm/': 'open',
  'GET /rest/player/profile/': 'open',
  'POST /rest/player/profile/': 'open',
  'POST /rest/player/display-name/': 'open',
  'GET /rest/player/winners-feed/': 'open',
  'PUT /rest/player/winners-feed/': 'open',
  'GET /rest/player/rewards/': 'open',
  'GET /rest/rewards/check-rewards/': 'open',
  'GET /rest/player/documents/': 'open',
  'POST /rest/player/documents/': 'open',
  'GET /rest/terms/unconfirmed/': 'open',
  'POST /rest/terms/confirm/': 'open',
  'POST /rest/terms/log/': 'open',
  'GET /rest/restriction/info/': 'open',
  'POST /rest/restriction/player/block/': 'open',
  'GET /rest/restriction/player/geo/check/': 'open',
  'GET /rest/restriction/player/ip/check/': 'open',
  'GET /rest/state-rules/check/': 'open',
  'GET /rest/self-exclusion/': 'open',
  'POST /rest/self-exclusion/': 'open',
  'POST /rest/self-exclusion/end-request/': 'open',
  'GET /rest/play-limits/': 'open',
  'POST /rest/play-limits/': 'open',
  'POST /rest/play-limits/reality-check/': 'open',
  'POST /rest/play-limits/reality-check/continue/': 'open',
  'GET /rest/play-limits/session/': 'open',
  'GET /rest/web-push/key/': 'open',
  'GET /rest/web-push/preferences/': 'open',
  'PUT /rest/web-push/preferences/': 'open',
  'DELETE /rest/web-push/subscription/': 'open',
  // History and redeem.
  'GET /rest/player/account-history/': 'open',
  'GET /rest/player/game-history/': 'open',
  'GET /rest/player/game-history/:roundId/': 'open',
  // Provably fair: the seeds of the player's rounds; checking them is not play.
  'GET /rest/player/provably-fair/': 'open',
  'PUT /rest/player/provably-fair/client-seed/': 'open',
  'POST /rest/player/provably-fair/rotate/': 'open',
  'GET /rest/cash/payments/:id/': 'open',
  'GET /rest/redeem/': 'open',
  'POST /rest/redeem/': 'open',
  'POST /rest/redeem/:id/cancel/': 'open',
  // Engagement features: their info shows state; every claim, spin, open or entry is refused.
  'GET /rest/adventure-map-info/': 'open',
  'GET /rest/adventure-map/:id/': 'open',
  'GET /rest/adventure-map/current/': 'open',
  'GET /rest/bingo/bingo-game-data/': 'open',
  'GET /rest/bingo/check-player-status/': 'open',
  'GET /rest/bonus-offer/get-bonuses/': 'open',
  'GET /rest/cash/offers/': 'open',
  'GET /rest/cashback/info/': 'open',
  'GET /rest/daily-login/info/': 'open',
  'GET /rest/deposit-streak/group-info/': 'open',
  'GET /rest/deposit-streak/info/': 'open',
  'GET /rest/deposit-streak/wheels-prizes/': 'open',
  'GET /rest/email-lottery/info/': 'open',
  'GET /rest/features-games-info/info/': 'open',
  'GET /rest/fortune-investment/chosen-package/': 'open',
  'GET /rest/fortune-investment/packages/': 'open',
  'GET /rest/free-entry/': 'open',
  'GET /rest/free-entry/terms/': 'open',
  'GET /rest/free-spins/': 'open',
  'GET /rest/funmachine/': 'open',
  'GET /rest/funmeter/info/': 'open',
  'GET /rest/in-house/session/:token/': 'open',
  'GET /rest/magic-box/': 'open',
  'GET /rest/mini-game-slot/configs/': 'open',
  'GET /rest/money-box/info/': 'open',
  'GET /rest/prize-drops/info/': 'open',
  'GET /rest/quest/': 'open',
  'GET /rest/rank-league/info/': 'open',
  'GET /rest/referral/info/': 'open',
  'GET /rest/scratch-card-lottery/get/': 'open',
  'GET /rest/seasons/:type/': 'open',
  'GET /rest/tournament/': 'open',
  'GET /rest/tournaments/': 'open',
  'GET /rest/tournaments/:id/': 'open',
  'POST /rest/adventure-map/:id/sections/:index/choose/': 'refused',
  'POST /rest/bingo/bingo-accrue-reward/': 'refused',
  'POST /rest/bonus-offer/daily-chests/open/': 'refused',
  'POST /rest/bonus-offer/daily-wheel/spin/': 'refused',
  'POST /rest/cash/deposit/': 'refused',
  'GET /rest/cash/promo-offer-preset/exit/': 'refused',
  'POST /rest/cash/promo-offer-preset/flip-the-coin/': 'refused',
  'POST /rest/cash/promo-offer-preset/subscribe/': 'refused',
  'POST /rest/cashback/pay/': 'refused',
  'GET /rest/daily-login/apply-prize/': 'refused',
  'GET /rest/deposit-streak/apply-prize/': 'refused',
  'POST /rest/fortune-investment/choose/': 'refused',
  'POST /rest/fortune-investment/collect/': 'refused',
  'POST /rest/free-entry/request/': 'refused',
  'GET /rest/game/:slug/play/': 'refused',
  'POST /rest/in-house/session/:token/spin/': 'refused',
  'POST /rest/magic-box/open/': 'refused',
  'GET /rest/mini-game-slot/reset-level/': 'refused',
  'GET /rest/mini-game-slot/spin/': 'refused',
  'GET /rest/player/game-mode/switch-to-sweep-stakes/': 'refused',
  'GET /rest/player/game-mode/switch-to-tournament-points/': 'refused',
  'POST /rest/scratch-card-lottery/reveal/': 'refused',
  'GET /rest/tournaments/:id/subscribe/': 'refused',
  'PUT /rest/web-push/subscription/': 'refused',
};

/**
 * Routes that are not a player's: operators and the back office, development tools, health, images,
 * translations, the API's not-found catch-alls, and calls from game and payment providers (the seamless
 * wallet refuses a bet of a player on a break itself; payment webhooks and the sandbox's 3-D Secure page
 * only settle purchases already started).
 */
export const NOT_PLAYER_ROUTES: readonly RegExp[] = [
  /^\/rest\/ops\//,
  /^\/rest\/backoffice\//,
  /^\/api\/rest\/backoffice\//,
  /^\/dev\//,
  /^\/healthz$/,
  /^\/readyz$/,
  /^\/img\//,
  /^\/api\/rest\/translations\//,
  /^\/(rest|api)\/\*$/,
  /^\/rest\/seamless-wallet\//,
  /^\/rest\/cash\/webhooks\//,
  /^\/sandbox-pay\//,
];

/** The classification of one method and path (HEAD as GET), or undefined when the route is not classified. */
export const breakRule = (method: string, url: string) =>
  BREAK_ROUTES[`${method === 'HEAD' ? 'GET' : method} ${url}`];

/**
 * Adds the break check to every route classified `refused`: a signed-in player on a break gets 403
 * `player_on_break` with `BREAK_TEXTS.play` (and the break's `details`) before the body is read, whatever
 * they sent; a guest goes on to the route's own answer. Registered before the routes (an `onRoute` hook).
 */
export function registerBreakGuard(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const refuseOnBreak: onRequestHookHandler = async (request: FastifyRequest) => {
    if (request.playerId) await refuseDuringBreak(deps.db, request.playerId, deps.clock.now());
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => breakRule(method, route.url) === 'refused')) return;
    route.onRequest = [route.onRequest ?? []].flat().concat(refuseOnBreak);
  });
}
