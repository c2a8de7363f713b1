import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
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
} from '@casino/contracts';
import {
  changeOperatorRole,
  listOperators,
  listOperatorSignIns,
  operatorView,
  registerOperator,
  resetOperatorTwoFactor,
  setOperatorDisabled,
  type Db,
} from '@casino/core';
import type { Services } from '../../../services.ts';
import { auditedWrite, type AuditedChange } from '../audit.ts';
import { defineListRoute, listRoute } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

export const OPS_OPERATORS_PATH = '/rest/ops/operators/';

/** Who changes an operator, and when. */
type OperatorChange = { operatorId: string; actorId: string; now: Date };

const OPERATORS = listRoute('operators.manage', OperatorListQuerySchema, listOperators, {
  id: 'Id',
  email: 'Email',
  role: 'Role',
  twoFactor: 'Two-factor',
  recoveryCodesLeft: 'Recovery codes left',
  lockedUntil: 'Locked until',
  disabledAt: 'Disabled at',
  createdAt: 'Created at',
});

const SIGN_INS = listRoute('operators.manage', OperatorSignInListQuerySchema, listOperatorSignIns, {
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
    const created = await auditedWrite(
      { db, clock },
      request,
      async (tx) => {
        const result = await registerOperator(tx, request.body);
        return { ...result, view: operatorView(result.operator) };
      },
      ({ view }) => ({ action: 'operator.create', targetType: 'operator', targetId: view.id, after: view }),
    );
    return { operator: created.view, ...(created.generated ? { password: created.password } : {}) };
  };

  defineListRoute(app, BACKOFFICE_ADMIN_PATHS.operators, { db, clock }, OPERATORS);

  defineListRoute(app, BACKOFFICE_ADMIN_PATHS.signIns, { db, clock }, SIGN_INS);

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

  /**
   * A change to the operator of `:id` in one transaction with its audit row `action`: `change` makes it as the
   * signed-in operator (the body, when the route takes one, comes third), and the row records `fields` of the
   * operator before and after.
   */
  const changeRoute = <B extends z.ZodType = z.ZodUndefined>(
    path: string,
    action: AuditedChange['action'],
    fields: readonly (keyof OperatorRow)[],
    change: (
      tx: Db,
      input: OperatorChange,
      body: z.infer<B>,
    ) => Promise<{ before: OperatorRow; after: OperatorRow }>,
    body?: B,
  ) =>
    defineRoute(app, 'POST', path, {
      guard: { backoffice: 'operators.manage' },
      // A route with no body declares none (fastify warns of a body schema left undefined).
      schema: {
        params: BackofficeIdParamsSchema,
        ...(body && { body }),
        response: { 200: OperatorResponseSchema },
      },
      handler: async (request) => {
        const operatorId = request.params.id;
        const input = { operatorId, actorId: request.operator.id, now: clock.now() };
        const recorded = (operator: OperatorRow) => Object.fromEntries(fields.map((f) => [f, operator[f]]));
        const { after } = await auditedWrite(
          { db, clock },
          request,
          (tx) => change(tx, input, request.body as z.infer<B>),
          (result) => ({
            action,
            targetType: 'operator',
            targetId: operatorId,
            before: recorded(result.before),
            after: recorded(result.after),
          }),
        );
        return { data: { operator: after } };
      },
    });

  changeRoute(
    BACKOFFICE_ADMIN_PATHS.operatorRole,
    'operator.role',
    ['role'],
    (tx, input, { role }) => changeOperatorRole(tx, { ...input, role }),
    OperatorRoleRequestSchema,
  );
  for (const [path, disabled] of [
    [BACKOFFICE_ADMIN_PATHS.operatorDisable, true],
    [BACKOFFICE_ADMIN_PATHS.operatorEnable, false],
  ] as const)
    changeRoute(path, disabled ? 'operator.disable' : 'operator.enable', ['disabledAt'], (tx, input) =>
      setOperatorDisabled(tx, { ...input, disabled }),
    );
  changeRoute(
    BACKOFFICE_ADMIN_PATHS.operatorResetTwoFactor,
    'operator.resetTwoFactor',
    ['twoFactor', 'recoveryCodesLeft'],
    (tx, { operatorId, now }) => resetOperatorTwoFactor(tx, { operatorId, now }),
  );
};
