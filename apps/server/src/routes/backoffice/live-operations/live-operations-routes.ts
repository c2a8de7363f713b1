import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import {
  QuestTemplateCreateSchema,
  QuestTemplateSavedSchema,
  QuestTemplatesPageSchema,
  TemplatesQuerySchema,
  QuestTemplateUpdateSchema,
  BackofficeRowIdParamsSchema,
  LIVE_OPS_PATHS,
  LiveOpsCalendarQuerySchema,
  LiveOpsCalendarReplySchema,
  TournamentTemplateCreateSchema,
  TournamentTemplateSavedSchema,
  TournamentTemplatesPageSchema,
  TournamentTemplateUpdateSchema,
} from '@casino/contracts';
import {
  createQuestTemplate,
  createTournamentTemplate,
  listQuestTemplates,
  templateAuditAction,
  toQuestTemplateRow,
  updateQuestTemplate,
  type Db,
  type TemplateBase,
  type TemplateChange,
  getLiveOpsCalendar,
  listTournamentTemplates,
  toTournamentTemplateRow,
  updateTournamentTemplate,
} from '@casino/core';
import type { Services } from '../../../services.ts';
import { auditedWrite } from '../audit.ts';
import { listHandler } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

type TemplateUpdateControls = { active?: boolean; cancelled?: true };

/**
 * Live operations (docs/live-operations.md): the calendar of what runs per brand per day; recurring
 * tournaments and quests: list, create, edit, pause, resume and cancel, each write audited in its transaction
 * (`tournamentTemplate.*`, `questTemplate.*`: create, update, pause, resume, cancel). The job engine makes the
 * occurrences; an edit reaches only occurrences not started yet.
 */
export const backofficeLiveOperationsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  defineRoute(app, 'GET', LIVE_OPS_PATHS.tournamentTemplates, {
    guard: { backoffice: 'features.read' },
    schema: { querystring: TemplatesQuerySchema, response: { 200: TournamentTemplatesPageSchema } },
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
        'state',
        'nextStartsAt',
      ],
    ),
  });

  defineRoute(app, 'GET', LIVE_OPS_PATHS.calendar, {
    guard: { backoffice: 'features.read' },
    schema: { querystring: LiveOpsCalendarQuerySchema, response: { 200: LiveOpsCalendarReplySchema } },
    handler: async (request) => ({ data: await getLiveOpsCalendar(db, request.query, clock.now()) }),
  });

  const templateWrites = <Row extends TemplateBase, Shown, Create, Update extends TemplateUpdateControls>(t: {
    prefix: 'tournamentTemplate' | 'questTemplate';
    paths: { list: string; one: string };
    create: { body: z.ZodType<Create>; run: (db: Db, body: Create, now: Date) => Promise<Row> };
    update: {
      body: z.ZodType<Update>;
      run: (db: Db, input: { id: number; update: Update; now: Date }) => Promise<TemplateChange<Row>>;
    };
    reply: z.ZodType;
    shown: (row: Row, now: Date, running?: boolean) => Shown;
  }) => {
    defineRoute(app, 'POST', t.paths.list, {
      guard: { backoffice: 'features.manage' },
      schema: { body: t.create.body, response: { 200: t.reply } },
      handler: async (request) => {
        const now = clock.now();
        const row = await auditedWrite(
          { db, clock },
          request,
          (tx) => t.create.run(tx, request.body as Create, now),
          (created) => ({
            action: `${t.prefix}.create`,
            targetType: t.prefix,
            targetId: String(created.id),
            before: null,
            after: t.shown(created, now),
          }),
        );
        return { data: t.shown(row, now), updatedOccurrences: 0, removedOccurrences: 0 };
      },
    });

    defineRoute(app, 'PATCH', t.paths.one, {
      guard: { backoffice: 'features.manage' },
      schema: { params: BackofficeRowIdParamsSchema, body: t.update.body, response: { 200: t.reply } },
      handler: async (request) => {
        const now = clock.now();
        const update = request.body as Update;
        const change = await auditedWrite(
          { db, clock },
          request,
          (tx) => t.update.run(tx, { id: request.params.id, update, now }),
          (change) => ({
            action: templateAuditAction(t.prefix, change.before, update),
            targetType: t.prefix,
            targetId: String(change.after.id),
            before: t.shown(change.before, now, change.running),
            after: {
              ...t.shown(change.after, now, change.running),
              updatedOccurrences: change.updatedOccurrences,
              removedOccurrences: change.removedOccurrences,
            },
          }),
        );
        return {
          data: t.shown(change.after, now, change.running),
          updatedOccurrences: change.updatedOccurrences,
          removedOccurrences: change.removedOccurrences,
        };
      },
    });
  };

  templateWrites({
    prefix: 'tournamentTemplate',
    paths: { list: LIVE_OPS_PATHS.tournamentTemplates, one: LIVE_OPS_PATHS.tournamentTemplate },
    create: { body: TournamentTemplateCreateSchema, run: createTournamentTemplate },
    update: { body: TournamentTemplateUpdateSchema, run: updateTournamentTemplate },
    reply: TournamentTemplateSavedSchema,
    shown: toTournamentTemplateRow,
  });

  defineRoute(app, 'GET', LIVE_OPS_PATHS.questTemplates, {
    guard: { backoffice: 'features.read' },
    schema: { querystring: TemplatesQuerySchema, response: { 200: QuestTemplatesPageSchema } },
    handler: listHandler(
      (query) => listQuestTemplates(db, query, clock.now()),
      [
        'id',
        'brand',
        'slug',
        { key: 'title', header: 'titleEn', value: (t) => t.title.en },
        { key: 'title', header: 'titleEs', value: (t) => t.title.es },
        'type',
        { key: 'days', header: 'days', value: (t) => String(t.days.length) },
        { key: 'schedule', header: 'rrule', value: (t) => t.schedule.rrule ?? '' },
        'state',
        'nextStartsAt',
      ],
    ),
  });

  templateWrites({
    prefix: 'questTemplate',
    paths: { list: LIVE_OPS_PATHS.questTemplates, one: LIVE_OPS_PATHS.questTemplate },
    create: { body: QuestTemplateCreateSchema, run: createQuestTemplate },
    update: { body: QuestTemplateUpdateSchema, run: updateQuestTemplate },
    reply: QuestTemplateSavedSchema,
    shown: toQuestTemplateRow,
  });
};
