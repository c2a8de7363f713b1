import { eq } from 'drizzle-orm';
import {
  MAGIC_BOX_MAX_PRIZE,
  MAGIC_BOX_PROMOTION_TYPE,
  OFFER_PROMOTION_TYPES,
  REWARD_AMOUNTS,
  type AvailableSoon,
  type OfferPromotionType,
  type Promotion,
  type PromotionsPage,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { offerPresets } from '../db/schema/index.ts';
import { findLastPayProvider } from '../cashier/get-cash-offers.ts';
import { getDocumentConfirmStatus } from '../documents/get-document-confirm-status.ts';
import { listFreeSpins } from '../free-spins/list-free-spins.ts';
import { loadPlayerState } from '../app/load-player-state.ts';
import { listPlayerOffers, toPromoOfferPreset } from '../offers/player-offers.ts';
import { FLIP_SET_ORDER, loadFlipState, setOffersOnSale } from './flip-the-coin.ts';
import { nextSaleStart } from './sale-window.ts';
import { unauthorized } from '../errors.ts';
import { runningTournamentCards } from '../tournaments/get-tournament.ts';
import { featureFlagsFrom } from '../engagement/feature-flags.ts';
import { depositStreakPromotion } from '../deposit-streak/get-deposit-streak.ts';
import { getMagicBox } from '../magic-box/get-magic-box.ts';
import { fortuneInvestmentPromotion } from '../fortune-investment/fortune-promotion.ts';
import { piggyBankPromotion } from '../piggy-bank/piggy-bank-promotion.ts';
import { inviteQualificationPromotion } from '../referral/invite-promotions.ts';
import { emailLotteryPromotion } from '../email-lottery/email-lottery-promotion.ts';
import { rankLeaguePromotions } from '../rank-league/rank-league-promotions.ts';
import { questPromotionsFor } from '../quests/quest-promotions.ts';

const isOfferType = (value: string | null): value is OfferPromotionType =>
  (OFFER_PROMOTION_TYPES as readonly string[]).includes(value ?? '');

/**
 * GET /rest/page/promotions/: every promotion this player can take part in now, and the offers coming
 * soon. Offer promotions come from the promo offers on sale (public ones and secret ones this player
 * unlocked; the exit offer has its own popup); flip the coin appears for each set with offers on sale;
 * the engine's daily login and daily wheel while they run for the brand; invite always; verification until
 * the identity is verified; playerFreeSpin per live free-spin grant. Features not built yet have no type here.
 */
export async function getPromotionsPage(
  db: Db,
  input: { brand: string; playerId: string | null; applePayEnabled: boolean; now: Date },
): Promise<PromotionsPage> {
  if (!input.playerId) throw unauthorized();
  const playerId = input.playerId;
  // One read of the player: the row, the offer context and the brand's features with the last claims.
  const state = await loadPlayerState(db, playerId, input.now, input.brand);
  if (!state) throw unauthorized();
  const { player, offers: context } = state;
  const [offers, confirmStatus, lastPayProvider, allRows] = await Promise.all([
    listPlayerOffers(db, { playerId, now: input.now, context }),
    getDocumentConfirmStatus(db, playerId),
    findLastPayProvider(db, playerId),
    db
      .select()
      .from(offerPresets)
      .where(eq(offerPresets.kind, 'promoOffer'))
      .orderBy(...FLIP_SET_ORDER),
  ]);
  const base = {
    needDeposits: true,
    applePayEnabled: input.applePayEnabled,
    lastPayProvider,
    howWorks: null,
    prizeEntries: null,
    prizeCoins: null,
    grandPrize: null,
  };

  const promotions: Promotion[] = offers.rows
    .filter((row) => row.kind === 'promoOffer' && !row.isExitOffer && isOfferType(row.promotionType))
    .map((row) => ({
      ...base,
      type: row.promotionType as OfferPromotionType,
      data: null,
      promoOfferPreset: toPromoOfferPreset(row, context),
    }));

  const sets = [...new Set(allRows.map((row) => row.flipTheCoinSet).filter((s): s is string => !!s))];
  for (const promoOfferSet of sets) {
    const setOffers = setOffersOnSale(allRows, promoOfferSet, context.now, context.brand);
    if (setOffers.length === 0) continue;
    const state = await loadFlipState(db, { playerId, promoOfferSet, offers: setOffers, context });
    promotions.push({
      ...base,
      type: 'flipTheCoin',
      data: { promoOfferSet, nextFlipAt: state.held ? null : (state.nextFlipAt?.toISOString() ?? null) },
      promoOfferPreset: state.held,
      howWorks: ['flipTheCoin.flip', 'flipTheCoin.win', 'flipTheCoin.buy'],
    });
  }

  // Engagement features: a card per live daily login and daily wheel, with the player's feature state.
  const flags = featureFlagsFrom({
    features: state.engagement.features,
    lastClaims: state.engagement.lastClaims,
    player: { phoneConfirmed: player.phoneConfirmedAt !== null, coins: context.coins },
    now: input.now,
  });
  for (const state of flags.features)
    if (state.key === 'dailyLogin' || state.key === 'dailyWheel')
      promotions.push({ ...base, type: state.key, data: state, promoOfferPreset: null, needDeposits: false });
  // Deposit streak: a card while the player's streak runs (or its wheel waits).
  const streak = await depositStreakPromotion(db, { brand: input.brand, playerId, now: input.now });
  if (streak)
    promotions.push({
      ...base,
      type: 'depositStreak',
      data: streak,
      promoOfferPreset: null,
      howWorks: ['depositStreak.buy', 'depositStreak.keep', 'depositStreak.spin'],
    });

  // The mystery box while it runs: the player's boxes and its event; the prize fields give the max prize;
  // the offer that sells boxes (the first on sale to the player), if any.
  if (flags.features.some((state) => state.key === 'magicBox')) {
    const magicBox = await getMagicBox(db, { brand: input.brand, playerId, now: input.now });
    const boxOffer = offers.rows.find(
      (row) =>
        row.kind === 'promoOffer' && row.promotionType === MAGIC_BOX_PROMOTION_TYPE && row.magicBoxes > 0,
    );
    promotions.push({
      ...base,
      type: 'magicBox',
      data: { boxes: magicBox.boxes.length, event: magicBox.event },
      promoOfferPreset: boxOffer ? toPromoOfferPreset(boxOffer, context) : null,
      needDeposits: false,
      howWorks: ['magicBox.earn', 'magicBox.open', 'magicBox.win'],
      prizeCoins: MAGIC_BOX_MAX_PRIZE.coins,
      prizeEntries: MAGIC_BOX_MAX_PRIZE.entries,
    });
  }

  // The piggy bank and fortune investment while they run for the brand (docs/engagement.md).
  const live = new Set(flags.features.map((state) => state.key));
  if (live.has('moneyBox'))
    promotions.push(await piggyBankPromotion(db, { ...input, playerId, context, base }));
  if (live.has('fortuneInvestment'))
    promotions.push(await fortuneInvestmentPromotion(db, { playerId, now: input.now, base }));

  // Tournaments: a card per running tournament (spec §6: only with an active tournament).
  for (const card of await runningTournamentCards(db, { brand: input.brand, playerId, now: input.now }))
    promotions.push({ ...base, type: 'tournament', promoOfferPreset: null, needDeposits: false, ...card });

  promotions.push({
    ...base,
    type: 'invite',
    data: { refcode: player.refcode },
    promoOfferPreset: null,
    needDeposits: false,
    howWorks: ['invite.share', 'invite.signUp', 'invite.reward', 'invite.qualify'],
    prizeCoins: REWARD_AMOUNTS.referral.coins,
    prizeEntries: REWARD_AMOUNTS.referral.entries,
  });

  // An invited friend before their first purchase; the weekly email lottery while it runs.
  const [qualification, lottery] = await Promise.all([
    inviteQualificationPromotion(db, {
      brand: input.brand,
      player,
      depositsCount: context.depositsCount,
      now: input.now,
      base,
    }),
    emailLotteryPromotion(db, {
      brand: input.brand,
      emailConfirmed: player.email !== null && player.emailConfirmedAt !== null,
      now: input.now,
      base,
    }),
  ]);
  if (qualification) promotions.push(qualification);
  if (lottery) promotions.push(lottery);

  if (confirmStatus !== 'approved' && confirmStatus !== 'verified')
    promotions.push({
      ...base,
      type: 'verification',
      data: { documentConfirmStatus: confirmStatus },
      promoOfferPreset: null,
      needDeposits: false,
      howWorks: ['verification.upload', 'verification.review', 'verification.redeem'],
    });

  // Free spins: a card per live grant, soonest to expire first (docs/free-spins.md).
  for (const grant of await listFreeSpins(db, { playerId, now: input.now }))
    promotions.push({
      ...base,
      type: 'playerFreeSpin',
      data: grant,
      promoOfferPreset: null,
      needDeposits: false,
      howWorks: null,
    });

  // Rank league: rank and progress, the next rank's reward, the cashback (while the league runs).
  if (flags.rankLeague.enabled)
    promotions.push(
      ...(await rankLeaguePromotions(db, { brand: input.brand, playerId, now: input.now, base })),
    );
  // Quests: a card per running quest the player may take part in (docs/engagement.md "Quests").
  for (const card of await questPromotionsFor(db, {
    brand: input.brand,
    playerId,
    now: input.now,
    player: { profileCompleted: context.profileCompleted, phoneConfirmed: player.phoneConfirmedAt !== null },
  }))
    promotions.push({ ...base, ...card, promoOfferPreset: null, needDeposits: false });

  const available_soon: AvailableSoon[] = allRows.flatMap((row) => {
    if (row.isExitOffer || !isOfferType(row.promotionType)) return [];
    if (row.isSecret && !context.unlocked.has(row.id)) return [];
    const start = nextSaleStart(row, context.now);
    return start
      ? [
          {
            type: row.promotionType,
            promoOfferPreset: toPromoOfferPreset(row, context),
            availableFrom: start.toISOString(),
          },
        ]
      : [];
  });
  available_soon.sort((a, b) => a.availableFrom.localeCompare(b.availableFrom));

  return { promotions, available_soon };
}
