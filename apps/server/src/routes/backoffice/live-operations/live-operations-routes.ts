import type { FastifyPluginAsync } from 'fastify';
import {
  BackofficeRowIdParamsSchema,
  LIVE_OPS_PATHS,
  LiveOpsCalendarQuerySchema,
  LiveOpsCalendarReplySchema,
  TournamentTemplateCreateSchema,
  TournamentTemplateSavedSchema,
  TournamentTemplatesPageSchema,
  TournamentTemplatesQuerySchema,
  TournamentTemplateUpdateSchema,
} from '@casino/contracts';
import {
  createTournamentTemplate,
  getLiveOpsCalendar,
  listTournamentTemplates,
  toTournamentTemplateRow,
  updateTournamentTemplate,
} from '@casino/core';
import type { Services } from '../../../services.ts';
import { auditedWrite } from '../audit.ts';
import { listHandler } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

/**
 * Live operations (docs/live-operations.md): the calendar of what runs per brand per day; recurring
 * tournaments: list, create, edit, pause and resume, each write audited
 * in its transaction (`tournamentTemplate.create`, `.update`, `.pause`, `.resume`). The job engine makes the
 * occurrences; an edit reaches only occurrences not started yet.
 */
export const backofficeLiveOperationsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
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

  defineRoute(app, 'GET', LIVE_OPS_PATHS.calendar, {
    guard: { backoffice: 'features.read' },
    cache: 'noStore',
    schema: { querystring: LiveOpsCalendarQuerySchema, response: { 200: LiveOpsCalendarReplySchema } },
    handler: async (request) => ({ data: await getLiveOpsCalendar(db, request.query, clock.now()) }),
  });

  defineRoute(app, 'POST', LIVE_OPS_PATHS.tournamentTemplates, {
    guard: { backoffice: 'features.manage' },
    cache: 'noStore',
    schema: { body: TournamentTemplateCreateSchema, response: { 200: TournamentTemplateSavedSchema } },
    handler: async (request) => {
      const now = clock.now();
      const row = await auditedWrite(
        { db, clock },
        request,
        (tx) => createTournamentTemplate(tx, request.body, now),
        (created) => ({
          action: 'tournamentTemplate.create',
          targetType: 'tournamentTemplate',
          targetId: String(created.id),
          before: null,
          after: toTournamentTemplateRow(created, now),
        }),
      );
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
      const { active } = request.body;
      const change = await auditedWrite(
        { db, clock },
        request,
        (tx) => updateTournamentTemplate(tx, { id: request.params.id, update: request.body, now }),
        (change) => ({
          action:
            active === false && change.before.active
              ? 'tournamentTemplate.pause'
              : active === true && !change.before.active
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
        }),
      );
      return {
        data: toTournamentTemplateRow(change.after, now),
        updatedOccurrences: change.updatedOccurrences,
        removedOccurrences: change.removedOccurrences,
      };
    },
  });
};
