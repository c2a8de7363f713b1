import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  BACKOFFICE_ADMIN_PATHS,
  BackofficeIdParamsSchema,
  OperatorCreateRequestSchema,
  OperatorCreateResponseSchema,
  OperatorListQuerySchema,
  OperatorResponseSchema,
  OperatorRoleRequestSchema,
  OperatorSignInListQuerySchema,
  type OperatorCreateRequest,
  type OperatorRow,
  type OperatorSignInRow,
} from '@casino/contracts';
import {
  appendAudit,
  changeOperatorRole,
  listOperators,
  listOperatorSignIns,
  operatorView,
  registerOperator,
  resetOperatorTwoFactor,
  setOperatorDisabled,
} from '@casino/core';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { csvColumns, listHandler } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

export const OPS_OPERATORS_PATH = '/rest/ops/operators/';

const COLUMNS = csvColumns<OperatorRow>({
  id: 'Id',
  email: 'Email',
  role: 'Role',
  twoFactor: 'Two-factor',
  recoveryCodesLeft: 'Recovery codes left',
  lockedUntil: 'Locked until',
  disabledAt: 'Disabled at',
  createdAt: 'Created at',
});

const SIGN_IN_COLUMNS = csvColumns<OperatorSignInRow>({
  at: 'At',
  email: 'Email',
  operatorId: 'Operator id',
  ip: 'IP',
  success: 'Success',
  reason: 'Reason',
});

/** Operators and their roles: administrators only (`operators.manage`), every change audited. */
export const operatorsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  /** Creates the operator and audits it in one transaction; a generated password is returned once. */
  const create = async (request: FastifyRequest<{ Body: OperatorCreateRequest }>) => {
    const created = await db.transaction(async (tx) => {
      const result = await registerOperator(tx, request.body);
      const view = operatorView(result.operator);
      await appendAudit(tx, {
        ...auditOf(request, clock),
        action: 'operator.create',
        targetType: 'operator',
        targetId: view.id,
        after: view,
      });
      return { ...result, view };
    });
    return { operator: created.view, ...(created.generated ? { password: created.password } : {}) };
  };

  defineRoute(app, 'GET', BACKOFFICE_ADMIN_PATHS.operators, {
    guard: { backoffice: 'operators.manage' },
    schema: { querystring: OperatorListQuerySchema },
    handler: listHandler((query) => listOperators(db, query), COLUMNS),
  });

  defineRoute(app, 'GET', BACKOFFICE_ADMIN_PATHS.signIns, {
    guard: { backoffice: 'operators.manage' },
    schema: { querystring: OperatorSignInListQuerySchema },
    handler: listHandler((query) => listOperatorSignIns(db, query), SIGN_IN_COLUMNS),
  });

  /** `npm run ops -- operators:create` while the server holds the embedded database (OPS_TOKEN). */
  defineRoute(app, 'POST', OPS_OPERATORS_PATH, {
    guard: 'operator',
    cache: 'noStore',
    schema: { body: OperatorCreateRequestSchema, response: { 200: OperatorCreateResponseSchema } },
    handler: async (request) => ({ data: await create(request) }),
  });

  defineRoute(app, 'POST', BACKOFFICE_ADMIN_PATHS.operators, {
    guard: { backoffice: 'operators.manage' },
    schema: { body: OperatorCreateRequestSchema, response: { 200: OperatorCreateResponseSchema } },
    handler: async (request) => ({ data: await create(request) }),
  });

  defineRoute(app, 'POST', BACKOFFICE_ADMIN_PATHS.operatorRole, {
    guard: { backoffice: 'operators.manage' },
    schema: {
      params: BackofficeIdParamsSchema,
      body: OperatorRoleRequestSchema,
      response: { 200: OperatorResponseSchema },
    },
    handler: async (request) => {
      const operator = await db.transaction(async (tx) => {
        const change = await changeOperatorRole(tx, {
          operatorId: request.params.id,
          role: request.body.role,
          actorId: request.operator.id,
          now: clock.now(),
        });
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'operator.role',
          targetType: 'operator',
          targetId: request.params.id,
          before: { role: change.before.role },
          after: { role: change.after.role },
        });
        return change.after;
      });
      return { data: { operator } };
    },
  });

  for (const [path, disabled] of [
    [BACKOFFICE_ADMIN_PATHS.operatorDisable, true],
    [BACKOFFICE_ADMIN_PATHS.operatorEnable, false],
  ] as const)
    defineRoute(app, 'POST', path, {
      guard: { backoffice: 'operators.manage' },
      schema: { params: BackofficeIdParamsSchema, response: { 200: OperatorResponseSchema } },
      handler: async (request) => {
        const operator = await db.transaction(async (tx) => {
          const change = await setOperatorDisabled(tx, {
            operatorId: request.params.id,
            disabled,
            actorId: request.operator.id,
            now: clock.now(),
          });
          await appendAudit(tx, {
            ...auditOf(request, clock),
            action: disabled ? 'operator.disable' : 'operator.enable',
            targetType: 'operator',
            targetId: request.params.id,
            before: { disabledAt: change.before.disabledAt },
            after: { disabledAt: change.after.disabledAt },
          });
          return change.after;
        });
        return { data: { operator } };
      },
    });

  defineRoute(app, 'POST', BACKOFFICE_ADMIN_PATHS.operatorResetTwoFactor, {
    guard: { backoffice: 'operators.manage' },
    schema: { params: BackofficeIdParamsSchema, response: { 200: OperatorResponseSchema } },
    handler: async (request) => {
      const operator = await db.transaction(async (tx) => {
        const change = await resetOperatorTwoFactor(tx, { operatorId: request.params.id, now: clock.now() });
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'operator.resetTwoFactor',
          targetType: 'operator',
          targetId: request.params.id,
          before: { twoFactor: change.before.twoFactor, recoveryCodesLeft: change.before.recoveryCodesLeft },
          after: { twoFactor: change.after.twoFactor, recoveryCodesLeft: change.after.recoveryCodesLeft },
        });
        return change.after;
      });
      return { data: { operator } };
    },
  });
};
