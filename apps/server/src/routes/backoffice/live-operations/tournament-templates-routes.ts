import type { FastifyPluginAsync } from 'fastify';
import {
  BackofficeRowIdParamsSchema,
  LIVE_OPS_PATHS,
  TournamentTemplateCreateSchema,
  TournamentTemplateSavedSchema,
  TournamentTemplatesPageSchema,
  TournamentTemplatesQuerySchema,
  TournamentTemplateUpdateSchema,
} from '@casino/contracts';
import {
  appendAudit,
  createTournamentTemplate,
  listTournamentTemplates,
  toTournamentTemplateRow,
  updateTournamentTemplate,
} from '@casino/core';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { listHandler } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

/**
 * Recurring tournaments (docs/live-operations.md): list, create, edit, pause and resume, each write audited
 * in its transaction (`tournamentTemplate.create`, `.update`, `.pause`, `.resume`). The job engine makes the
 * occurrences; an edit reaches only occurrences not started yet.
 */
export const backofficeTournamentTemplatesRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  defineRoute(app, 'GET', LIVE_OPS_PATHS.tournamentTemplates, {
    guard: { backoffice: 'features.read' },
    cache: 'noStore',
    schema: { querystring: TournamentTemplatesQuerySchema, response: { 200: TournamentTemplatesPageSchema } },
    handler: listHandler(
      (query) => listTournamentTemplates(db, query, clock.now()),
      [
        'id',
        'brand',
        'slug',
        { key: 'title', header: 'titleEn', value: (t) => t.title.en },
        { key: 'title', header: 'titleEs', value: (t) => t.title.es },
        'mode',
        { key: 'schedule', header: 'rrule', value: (t) => t.schedule.rrule ?? '' },
        { key: 'active', header: 'active' },
        'nextStartsAt',
      ],
    ),
  });

  defineRoute(app, 'POST', LIVE_OPS_PATHS.tournamentTemplates, {
    guard: { backoffice: 'features.manage' },
    cache: 'noStore',
    schema: { body: TournamentTemplateCreateSchema, response: { 200: TournamentTemplateSavedSchema } },
    handler: async (request) => {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const created = await createTournamentTemplate(tx, request.body, now);
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'tournamentTemplate.create',
          targetType: 'tournamentTemplate',
          targetId: String(created.id),
          before: null,
          after: toTournamentTemplateRow(created, now),
        });
        return created;
      });
      return { data: toTournamentTemplateRow(row, now), updatedOccurrences: 0, removedOccurrences: 0 };
    },
  });

  defineRoute(app, 'PATCH', LIVE_OPS_PATHS.tournamentTemplate, {
    guard: { backoffice: 'features.manage' },
    cache: 'noStore',
    schema: {
      params: BackofficeRowIdParamsSchema,
      body: TournamentTemplateUpdateSchema,
      response: { 200: TournamentTemplateSavedSchema },
    },
    handler: async (request) => {
      const now = clock.now();
      const change = await db.transaction(async (tx) => {
        const change = await updateTournamentTemplate(tx, {
          id: request.params.id,
          update: request.body,
          now,
        });
        const { active } = request.body;
        const paused = active === false && change.before.active;
        const resumed = active === true && !change.before.active;
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: paused
            ? 'tournamentTemplate.pause'
            : resumed
              ? 'tournamentTemplate.resume'
              : 'tournamentTemplate.update',
          targetType: 'tournamentTemplate',
          targetId: String(change.after.id),
          before: toTournamentTemplateRow(change.before, now),
          after: {
            ...toTournamentTemplateRow(change.after, now),
            updatedOccurrences: change.updatedOccurrences,
            removedOccurrences: change.removedOccurrences,
          },
        });
        return change;
      });
      return {
        data: toTournamentTemplateRow(change.after, now),
        updatedOccurrences: change.updatedOccurrences,
        removedOccurrences: change.removedOccurrences,
      };
    },
  });
};
