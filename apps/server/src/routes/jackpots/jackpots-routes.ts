import type { FastifyPluginAsync } from 'fastify';
import {
  BackofficeJackpotsReplySchema,
  ForceJackpotDropReplySchema,
  ForceJackpotDropSchema,
  JACKPOTS_PATHS,
  JackpotBrandQuerySchema,
  JackpotSettingsSchema,
  JackpotsReplySchema,
} from '@casino/contracts';
import { forceJackpotDrop, getJackpotSettings, getJackpots, saveJackpotSettings } from '@casino/core';
import type { Services } from '../../services.ts';
import { auditedOpsWrite, auditedWrite } from '../backoffice/audit.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * Progressive jackpots (docs/jackpots.md): the site brand's tiers, jackpot games and revealed drops for anyone;
 * the back-office's tiers, shares, ceilings and games per brand (audited `jackpot.update`); and, with the
 * movable clock only, the journeys' forced drop.
 */
export const jackpotsRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'catalogueCache' | 'clockControl'>
> = async (app, { db, clock, catalogueCache, clockControl }) => {
  defineRoute(app, 'GET', JACKPOTS_PATHS.info, {
    guard: 'open',
    cache: 'noStore',
    schema: { response: { 200: JackpotsReplySchema } },
    handler: async (request) => getJackpots(db, { brand: request.brand.key }),
  });

  defineRoute(app, 'GET', JACKPOTS_PATHS.backoffice, {
    guard: { backoffice: 'games.read' },
    schema: { querystring: JackpotBrandQuerySchema, response: { 200: BackofficeJackpotsReplySchema } },
    handler: async (request) => getJackpotSettings(db, request.query.brand),
  });

  defineRoute(app, 'PUT', JACKPOTS_PATHS.backoffice, {
    guard: { backoffice: 'games.manage' },
    schema: {
      querystring: JackpotBrandQuerySchema,
      body: JackpotSettingsSchema,
      response: { 200: BackofficeJackpotsReplySchema },
    },
    handler: async (request) => {
      const { brand } = request.query;
      const { after } = await auditedWrite(
        { db, clock },
        request,
        (tx) => saveJackpotSettings(tx, { brand, settings: request.body }),
        (change) => ({
          action: 'jackpot.update',
          targetType: 'jackpot',
          targetId: brand,
          before: change.before,
          after: change.after,
        }),
      );
      // The home's jackpot game list is cached with the catalogue.
      catalogueCache.invalidate();
      return after;
    },
  });

  if (!clockControl) return;
  defineRoute(app, 'POST', JACKPOTS_PATHS.forceDrop, {
    guard: 'operator',
    cache: 'noStore',
    schema: { body: ForceJackpotDropSchema, response: { 200: ForceJackpotDropReplySchema } },
    handler: async (request) => ({
      tier: await auditedOpsWrite(request, (tx) =>
        forceJackpotDrop(tx, { ...request.body, at: clock.now() }),
      ),
    }),
  });
};
