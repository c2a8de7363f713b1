import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BACKOFFICE_AUTH_PATHS } from '@casino/contracts';
import { openPglite, tables } from '@casino/core';
import { setupTestApp } from '../testing/test-app.ts';
import { keepCookies, operatorHeaders } from '../testing/operators.ts';
import { main } from './ops.ts';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';
const SECRET = 'test-secret-test-secret-test-secret-0123';

const output = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.flat().join('\n');

describe('npm run ops -- operators:create / audit:verify on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-ops-bo-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  afterEach(() => vi.restoreAllMocks());
  // A port nothing listens on: no server holds the embedded database.
  const env = { DATA_DIR: dataDir, SESSION_SECRET: SECRET, PORT: '9', LOG_LEVEL: 'silent' };

  it('creates the first operator with a one-time password, then finds an edited audit row', async () => {
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

    const database = openPglite({ dataDir: join(dataDir, 'pglite') });
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
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-ops-bo-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  afterEach(() => vi.restoreAllMocks());

  it('goes through the operator endpoints with OPS_TOKEN', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = String((t.app.server.address() as AddressInfo).port);
    const env = { DATA_DIR: dataDir, SESSION_SECRET: SECRET, HOST: '127.0.0.1', PORT: port, OPS_TOKEN };
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
