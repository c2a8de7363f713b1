import { eq } from 'drizzle-orm';
import {
  OFFER_PROMOTION_TYPES,
  REWARD_AMOUNTS,
  type AvailableSoon,
  type DocumentConfirmStatus,
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
import { listPlayerOffers, toPromoOfferPreset, type OfferPresetRow } from '../offers/player-offers.ts';
import { FLIP_SET_ORDER, loadFlipState, setOffersOnSale } from './flip-the-coin.ts';
import { nextSaleStart } from './sale-window.ts';
import { unauthorized } from '../errors.ts';
import { featureFlagsFrom } from '../engagement/feature-flags.ts';
import { featureModules, type PromotionBase } from '../engagement/feature-module.ts';

const isOfferType = (value: string | null): value is OfferPromotionType =>
  (OFFER_PROMOTION_TYPES as readonly string[]).includes(value ?? '');

/**
 * GET /rest/page/promotions/: every promotion this player can take part in now, and the offers coming
 * soon. Offer promotions come from the promo offers on sale (public ones and secret ones this player
 * unlocked; the exit offer has its own popup); flip the coin appears for each set with offers on sale; then
 * the engagement features' cards (each feature's module builds its own) and the page's own.
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
  const base: PromotionBase = {
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

  // Every feature's cards (its module's), and the page's own: invite always, verification until the identity
  // is verified, a free-spins card per live grant; in the order of their positions.
  const flags = featureFlagsFrom({
    features: state.engagement.features,
    lastClaims: state.engagement.lastClaims,
    player: { phoneConfirmed: player.phoneConfirmedAt !== null, coins: context.coins },
    now: input.now,
  });
  const ctx = {
    db,
    brand: input.brand,
    playerId,
    now: input.now,
    player,
    profileCompleted: context.profileCompleted,
    depositsCount: context.depositsCount,
    base,
    offers: { rows: offers.rows, toPreset: (row: OfferPresetRow) => toPromoOfferPreset(row, context) },
  };
  const order = flags.featuresPriority.onMainPage;
  const sources = [
    { position: INVITE_POSITION, rank: 0, cards: Promise.resolve([inviteCard(base, player.refcode)]) },
    {
      position: VERIFICATION_POSITION,
      rank: 0,
      cards: Promise.resolve(verificationCards(base, confirmStatus)),
    },
    { position: FREE_SPINS_POSITION, rank: 0, cards: freeSpinCards(db, { base, playerId, now: input.now }) },
    ...featureModules().flatMap(({ key, promotions }) => {
      if (!promotions) return [];
      const state = flags.features.find((feature) => feature.key === key) ?? null;
      // Cards of one position keep the features' priority order.
      return [
        {
          position: promotions.position,
          rank: order.indexOf(key),
          cards: promotions.cards({ ...ctx, state }),
        },
      ];
    }),
  ].sort((a, b) => a.position - b.position || a.rank - b.rank);
  for (const source of sources) promotions.push(...(await source.cards));

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
  // The calendar's next race and quests (made ahead by their jobs) count down beside the offers.
  for (const { promotions: cards } of featureModules())
    if (cards?.soon) available_soon.push(...(await cards.soon({ ...ctx, state: null })));
  available_soon.sort((a, b) => a.availableFrom.localeCompare(b.availableFrom));

  return { promotions, available_soon };
}

/** The page's own cards' positions among the features' (FeatureModule.promotions). */
const INVITE_POSITION = 70;
const VERIFICATION_POSITION = 100;
const FREE_SPINS_POSITION = 110;

const inviteCard = (base: PromotionBase, refcode: string): Promotion => ({
  ...base,
  type: 'invite',
  data: { refcode },
  promoOfferPreset: null,
  needDeposits: false,
  howWorks: ['invite.share', 'invite.signUp', 'invite.reward', 'invite.qualify'],
  prizeCoins: REWARD_AMOUNTS.referral.coins,
  prizeEntries: REWARD_AMOUNTS.referral.entries,
});

const verificationCards = (base: PromotionBase, status: DocumentConfirmStatus | null): Promotion[] =>
  status === 'approved' || status === 'verified'
    ? []
    : [
        {
          ...base,
          type: 'verification',
          data: { documentConfirmStatus: status },
          promoOfferPreset: null,
          needDeposits: false,
          howWorks: ['verification.upload', 'verification.review', 'verification.redeem'],
        },
      ];

/** A card per live free-spin grant, soonest to expire first (docs/free-spins.md). */
async function freeSpinCards(db: Db, input: { base: PromotionBase; playerId: string; now: Date }) {
  const grants = await listFreeSpins(db, input);
  return grants.map((grant): Promotion => ({
    ...input.base,
    type: 'playerFreeSpin',
    data: grant,
    promoOfferPreset: null,
    needDeposits: false,
    howWorks: null,
  }));
}
