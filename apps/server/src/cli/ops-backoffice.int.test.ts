import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BACKOFFICE_ADMIN_PATHS, BACKOFFICE_AUTH_PATHS } from '@casino/contracts';
import { openDatabase, openPglite, tables } from '@casino/core';
import { TEST_AUDIT_HMAC_KEY } from '@casino/core/testing';
import { buildApp } from '../app.ts';
import { setupTestApp, testConfig } from '../testing/test-app.ts';
import { keepCookies, operatorHeaders, signInOperatorAs } from '../testing/operators.ts';
import { OPS_SECRET, setupOpsDataDir } from '../testing/ops-cli.ts';
import { main } from './ops.ts';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';

const output = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.flat().join('\n');

describe('npm run ops -- operators:create / audit:verify on the embedded database', () => {
  const { env, open, openSeeded } = setupOpsDataDir('bo');

  it('creates the first operator with a one-time password, then finds an edited audit row', async () => {
    await (await openSeeded()).close();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['operators:create', 'First.Admin@example.test', 'admin'], env)).toBe(0);
    const password = /One-time password \(shown once, never again\): (\S+)/.exec(output(log))?.[1];
    expect(password).toHaveLength(20);
    expect(await main(['audit:verify'], env)).toBe(0);
    expect(output(log)).toContain('Audit log intact: 1 entries');

    expect(await main(['operators:create', 'first.admin@example.test', 'viewer'], env)).toBe(1);
    expect(output(error)).toContain('already exists');
    expect(await main(['operators:create', 'x@example.test', 'root'], env)).toBe(2);
    expect(await main(['operators:create', 'not-an-email', 'admin'], env)).toBe(2);
    expect(output(error)).toContain('operators:create needs an email and a role');

    const database = open();
    const [operator] = await database.db
      .select()
      .from(tables.operators)
      .where(eq(tables.operators.email, 'first.admin@example.test'));
    expect(operator!.role).toBe('admin');
    await database.db.execute(sql`UPDATE audit_log SET after = '{"role": "viewer"}'::jsonb WHERE id = 1`);
    await database.close();

    expect(await main(['audit:verify'], env)).toBe(1);
    expect(output(error)).toMatch(/Audit log NOT intact: entry 1: Entry 1 was changed/);
  }, 60_000);
});

describe('npm run ops -- operators:create / audit:verify while the server holds the embedded database', () => {
  const t = setupTestApp('pglite', { opsToken: OPS_TOKEN });
  const { dataDir } = setupOpsDataDir('bo');

  it('goes through the operator endpoints with OPS_TOKEN', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = String((t.app.server.address() as AddressInfo).port);
    const env = { DATA_DIR: dataDir, SESSION_SECRET: OPS_SECRET, HOST: '127.0.0.1', PORT: port, OPS_TOKEN };
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(await main(['operators:create', 'served@example.test', 'kyc'], env)).toBe(0);
    const password = /shown once, never again\): (\S+)/.exec(output(log))?.[1];
    const [audit] = await t.database.db
      .select()
      .from(tables.auditLog)
      .where(eq(tables.auditLog.action, 'operator.create'));
    expect(audit).toMatchObject({ operatorId: 'ops-token', operatorEmail: 'ops-token' });
    // The password works on the sign-in endpoint.
    const jar = new Map<string, string>();
    keepCookies(jar, await t.app.inject({ url: BACKOFFICE_AUTH_PATHS.me }));
    const signIn = await t.app.inject({
      method: 'POST',
      url: BACKOFFICE_AUTH_PATHS.signIn,
      headers: operatorHeaders(jar),
      payload: { email: 'served@example.test', password },
    });
    expect(signIn.json().data.step).toBe('totpSetup');

    expect(await main(['audit:verify'], env)).toBe(0);
    expect(output(log)).toContain('Audit log intact: 1 entries');
    expect(await main(['audit:verify'], { ...env, OPS_TOKEN: undefined as unknown as string })).toBe(2);
  });
});

describe('npm run ops -- audit:verify and the server, taking turns on one embedded database', () => {
  const { dataDir, openSeeded } = setupOpsDataDir('audit');

  /** The server on DATA_DIR, as main.ts runs it: its checkpoint file is the one the CLI reads. */
  async function startServer() {
    const config = testConfig({
      dataDir,
      auditCheckpointFile: join(dataDir, 'audit-checkpoint.json'),
      opsToken: OPS_TOKEN,
    });
    const database = openDatabase(config);
    await database.migrate();
    const app = await buildApp({ config, database, logger: false });
    app.readiness.state = 'ok';
    await app.listen({ port: 0, host: '127.0.0.1' });
    let stopping: Promise<void> | undefined;
    return {
      app,
      url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      /** Closes the app, then the database (one process at a time may open it); once. */
      stop: () => (stopping ??= app.close().then(() => database.close())),
    };
  }
  const opsVerify = async (app: Awaited<ReturnType<typeof startServer>>['app']) =>
    (await app.inject({ url: '/rest/ops/audit/verify/', headers: { 'x-ops-token': OPS_TOKEN } })).json().data;

  it('passes on an intact log and names the row edited by SQL; so do the ops endpoint and the audit screen', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await (await openSeeded()).close();
    let server = await startServer();
    // A port nothing listens on: the CLI opens the database unless `--server` names the running one.
    const env = {
      DATA_DIR: dataDir,
      SESSION_SECRET: OPS_SECRET,
      AUDIT_HMAC_KEY: TEST_AUDIT_HMAC_KEY,
      PORT: '9',
      OPS_TOKEN,
      LOG_LEVEL: 'silent',
    };
    try {
      // Entry 1: the admin's creation; entry 2: the finance operator's (through the server, OPS_TOKEN).
      expect(
        await main(['operators:create', 'audit.admin@example.test', 'admin', '--server', server.url], env),
      ).toBe(0);
      const password = /shown once, never again\): (\S+)/.exec(output(log))?.[1];
      expect(
        await main(
          ['operators:create', 'audit.finance@example.test', 'finance', '--server', server.url],
          env,
        ),
      ).toBe(0);
      expect(await opsVerify(server.app)).toEqual({ ok: true, checked: 2 });
      await server.stop();

      // The server is gone: the CLI opens the embedded database itself (and the server's checkpoint).
      expect(await main(['audit:verify'], env)).toBe(0);
      expect(output(log)).toContain('Audit log intact: 2 entries');

      const database = openPglite({ dataDir: join(dataDir, 'pglite') });
      const edited = await database.executeSql(
        `UPDATE audit_log SET after = '{"role":"admin"}'::jsonb WHERE id = 2 RETURNING action`,
      );
      expect(edited.rows).toEqual([{ action: 'operator.create' }]);
      await database.close();
      expect(await main(['audit:verify'], env)).toBe(1);
      expect(output(error)).toContain(
        'Audit log NOT intact: entry 2: Entry 2 was changed after it was written (its hash does not match). (1 entries before it are intact)',
      );

      // The server again, on the same data: the ops endpoint and the audit screen's endpoint name the
      // same entry
      // (AuditChainStatus shows this answer: audit-chain-status.test.tsx).
      server = await startServer();
      expect(await opsVerify(server.app)).toMatchObject({ ok: false, checked: 1, firstBadId: 2 });
      const admin = await signInOperatorAs(server.app, {
        email: 'audit.admin@example.test',
        password: password!,
      });
      // A one-time password is replaced before the back-office answers anything else.
      const replaced = await server.app.inject({
        method: 'POST',
        url: BACKOFFICE_AUTH_PATHS.password,
        headers: admin.headers,
        payload: { currentPassword: password, newPassword: 'audit chain walker 2026' },
      });
      expect(replaced.statusCode).toBe(200);
      const screen = await server.app.inject({
        url: BACKOFFICE_ADMIN_PATHS.auditVerify,
        headers: admin.headers,
      });
      expect(screen.json().data).toEqual({
        ok: false,
        checked: 1,
        firstBadId: 2,
        reason: 'Entry 2 was changed after it was written (its hash does not match).',
      });
    } finally {
      await server.stop();
    }
  }, 120_000);
});
