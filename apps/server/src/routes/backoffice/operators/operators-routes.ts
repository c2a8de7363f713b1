import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { noStore } from '../../../plugins/caching.ts';
import { requireOperator } from '../../../plugins/operator-auth.ts';
import { requireBackoffice } from '../../../plugins/operator-session.ts';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { exportPage, sendList, type CsvColumn } from '../csv.ts';

export const OPS_OPERATORS_PATH = '/rest/ops/operators/';

const COLUMNS: CsvColumn<OperatorRow>[] = [
  { key: 'id', header: 'Id' },
  { key: 'email', header: 'Email' },
  { key: 'role', header: 'Role' },
  { key: 'twoFactor', header: 'Two-factor' },
  { key: 'recoveryCodesLeft', header: 'Recovery codes left' },
  { key: 'lockedUntil', header: 'Locked until' },
  { key: 'disabledAt', header: 'Disabled at' },
  { key: 'createdAt', header: 'Created at' },
];

const SIGN_IN_COLUMNS: CsvColumn<OperatorSignInRow>[] = [
  { key: 'at', header: 'At' },
  { key: 'email', header: 'Email' },
  { key: 'operatorId', header: 'Operator id' },
  { key: 'ip', header: 'IP' },
  { key: 'success', header: 'Success' },
  { key: 'reason', header: 'Reason' },
];

/** Operators and their roles: administrators only (`operators.manage`), every change audited. */
export const operatorsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireBackoffice('operators.manage');

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

  r.get(
    BACKOFFICE_ADMIN_PATHS.operators,
    { onRequest: guard, schema: { querystring: OperatorListQuerySchema } },
    async (request, reply) =>
      sendList(reply, request.query, await listOperators(db, exportPage(request.query)), COLUMNS),
  );

  r.get(
    BACKOFFICE_ADMIN_PATHS.signIns,
    { onRequest: guard, schema: { querystring: OperatorSignInListQuerySchema } },
    async (request, reply) =>
      sendList(
        reply,
        request.query,
        await listOperatorSignIns(db, exportPage(request.query)),
        SIGN_IN_COLUMNS,
      ),
  );

  /** `npm run ops -- operators:create` while the server holds the embedded database (OPS_TOKEN). */
  r.post(
    OPS_OPERATORS_PATH,
    {
      onRequest: requireOperator,
      config: { csrf: false },
      schema: { body: OperatorCreateRequestSchema, response: { 200: OperatorCreateResponseSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, data: await create(request) };
    },
  );

  r.post(
    BACKOFFICE_ADMIN_PATHS.operators,
    {
      onRequest: guard,
      schema: { body: OperatorCreateRequestSchema, response: { 200: OperatorCreateResponseSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, data: await create(request) };
    },
  );

  r.post(
    BACKOFFICE_ADMIN_PATHS.operatorRole,
    {
      onRequest: guard,
      schema: {
        params: BackofficeIdParamsSchema,
        body: OperatorRoleRequestSchema,
        response: { 200: OperatorResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
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
      return { success: true as const, data: { operator } };
    },
  );

  for (const [path, disabled] of [
    [BACKOFFICE_ADMIN_PATHS.operatorDisable, true],
    [BACKOFFICE_ADMIN_PATHS.operatorEnable, false],
  ] as const)
    r.post(
      path,
      {
        onRequest: guard,
        schema: { params: BackofficeIdParamsSchema, response: { 200: OperatorResponseSchema } },
      },
      async (request, reply) => {
        noStore(reply);
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
        return { success: true as const, data: { operator } };
      },
    );

  r.post(
    BACKOFFICE_ADMIN_PATHS.operatorResetTwoFactor,
    {
      onRequest: guard,
      schema: { params: BackofficeIdParamsSchema, response: { 200: OperatorResponseSchema } },
    },
    async (request, reply) => {
      noStore(reply);
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
      return { success: true as const, data: { operator } };
    },
  );
};
