// Operator commands: `npm run ops -- <command> [arguments]`. Runs the same use cases as the operator
// endpoints, on the database the configuration names (DATABASE_URL, else the embedded one in DATA_DIR).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  AuditVerifyResponseSchema,
  DOCUMENT_STATUSES,
  OPERATOR_ROLES,
  OperatorCreateRequestSchema,
  OperatorCreateResponseSchema,
  DocumentReviewStatusSchema,
  DocumentStatusSchema,
  FeatureParamsSchema,
  FeatureSettingsQuerySchema,
  FeatureSettingsUpdateSchema,
  FreeSpinsGrantRequestSchema,
  RedeemStatusSchema,
  WalletAdjustRequestSchema,
  type DocumentReviewStatus,
} from '@casino/contracts';
import {
  adjustBalance,
  appendAudit,
  backupPglite,
  restorePglite,
  operatorView,
  registerOperator,
  approveRedeem,
  createRecordingPublisher,
  DatabaseInUseError,
  DomainError,
  type Db,
  grantFreeSpinsToPlayer,
  listDocumentsForReview,
  listFeatureSettings,
  listRedeemsForReview,
  openDatabase,
  rejectRedeem,
  reviewDocument,
  setGameRestriction,
  systemClock,
  updateFeatureSettings,
  setAuditKey,
} from '@casino/core';
import { loadConfig, type Config } from '../config.ts';
import { fileAuditCheckpoints, verifyAndCheckpoint } from '../jobs/audit-checkpoint.ts';

const USAGE = `Usage: npm run ops -- <command>

  documents:list [status]                 documents to review (default: pending; also ${DOCUMENT_STATUSES.filter((s) => s !== 'pending').join(', ')})
  documents:review <id> <status> [note]   approve or reject a document: status is approved, rejected or duplicateCredentials
  features:list [brand]                   the engagement features (daily login, wheel, chests) of one or every brand
  features:set <brand> <key> <json>       change one, e.g. features:set tao dailyLogin '{"enabled":false}'; fields:
                                          enabled, priority, schedule {startsAt, finishesAt, period}, config (whole)
  games:restrict <playerEmail> <slug>     hide a game from one player (the player's lobby is told to refetch)
  games:unrestrict <playerEmail> <slug>   show it again
  free-spins:grant <playerEmail> <slug> <count> <betLevel> <lifetimeSeconds>
                                          grant free spins on an in-house game at one of its bets
  redeems:list [status]                   redeem requests (default: pending; also approved, rejected, cancelled)
  redeems:approve <id>                    pay a pending redeem request out (the player is told)
  redeems:reject <id> <note>              refuse it: the winnings return and the player reads the note
  wallet:adjust <playerEmail> <COIN|ENTRY|WINNING> <amount> <reason>
                                          credit (or, with a negative amount, debit) a balance through the ledger
  operators:create <email> <role>         a back-office operator (role: ${OPERATOR_ROLES.join(', ')}); prints a
                                          one-time password; two-factor sign-in is set up at the first sign-in
  audit:verify                            check the audit log's hash chain: exit 0 when intact, 1 with the
                                          first edited, missing or moved entry
  backup <file>                           the embedded database into <file> (gzipped; the server stopped)
  restore <file>                          replace the embedded database with <file>, keeping the old folder
                                          beside it (the server stopped); on PostgreSQL use pg_dump -Fc and
                                          pg_restore (docs/operations.md)

  --server <url>                          run the command through the server at <url> (its operator endpoints,
                                          with OPS_TOKEN), e.g. --server http://127.0.0.1:3000

wallet:adjust and free-spins:grant move money once per idempotency key: each run makes a new key and
prints it; to retry a run whose answer was lost, repeat it with --key=<that key> (it answers the first run).

Every write is audited as the operator "cli" in the transaction of the change.

Uses DATABASE_URL, or the embedded database in DATA_DIR. The embedded database opens in one process at a
time (a lock file in its folder): while a server runs on it, set OPS_TOKEN (the same as the server's) and the
command goes through that server's operator endpoints instead (found at HOST:PORT, or given with --server).`;

class UsageError extends Error {}

/** The configuration, and the server named with --server (the configured address otherwise). */
type CliConfig = Config & { server?: string };

const serverAddress = (config: CliConfig) => config.server ?? `http://${config.host}:${config.port}`;

/** Whether a server is answering on the configured address (it then holds the embedded database). */
async function serverRunning(config: CliConfig): Promise<boolean> {
  try {
    const response = await fetch(`${serverAddress(config)}/healthz`, {
      signal: AbortSignal.timeout(1500),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Through the running server: it owns the embedded database, and it pushes the result to the player. */
async function viaServer(config: CliConfig, path: string, init: RequestInit = {}) {
  if (!config.opsToken)
    throw new UsageError(
      "The server is running on the embedded database, which only one process may open. Set OPS_TOKEN (the same as the server's) to go through its operator endpoint, or stop the server first.",
    );
  const response = await fetch(`${serverAddress(config)}${path}`, {
    ...init,
    headers: { 'x-ops-token': config.opsToken, 'content-type': 'application/json', ...init.headers },
  });
  const body = (await response.json()) as {
    success: boolean;
    message?: string;
    code?: string;
    data?: unknown;
  };
  if (!response.ok)
    throw new DomainError({
      status: response.status,
      code: body.code ?? 'server_refused',
      message: body.message ?? `HTTP ${response.status}`,
    });
  return body.data;
}

/** The audit log's actor for writes made straight on the database. */
const cliActor = () => ({ operatorId: 'cli', operatorEmail: 'cli', ip: null, at: systemClock.now() });

/**
 * The idempotency key of a money-moving command: `--key=<key>` to retry a run whose answer was lost, else a
 * new one, printed first so a lost answer can be retried with it.
 */
function idempotencyKey(args: string[]): string {
  const given = args.find((a) => a.startsWith('--key='))?.slice('--key='.length);
  const key = given ?? randomUUID();
  if (!given) console.error(`Idempotency key: ${key} (repeat with --key=${key} to retry this very change)`);
  return key;
}

async function run(allArgs: string[], config: CliConfig) {
  const args = allArgs.filter((a) => !a.startsWith('--key='));
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return;
  }
  if (command === 'backup' || command === 'restore') {
    console.log(await backupCommand(command, rest, config));
    return;
  }
  const embeddedInUse = Boolean(config.server) || (!config.databaseUrl && (await serverRunning(config)));

  if (command === 'documents:list') {
    const parsed = DocumentStatusSchema.optional().safeParse(rest[0]);
    if (!parsed.success) throw new UsageError(`Unknown status "${rest[0]}".\n\n${USAGE}`);
    const status = parsed.data ?? 'pending';
    const rows = embeddedInUse
      ? ((await viaServer(config, `/rest/ops/documents/?status=${status}`)) as unknown[])
      : await withDatabase(config, (db) => listDocumentsForReview(db, { status }));
    console.log(rows.length ? JSON.stringify(rows, null, 2) : `No ${status} documents.`);
    return;
  }

  if (command === 'documents:review') {
    const [id, statusArg, ...noteWords] = rest;
    const status = DocumentReviewStatusSchema.safeParse(statusArg);
    if (!id || !status.success)
      throw new UsageError(`documents:review needs a document id and a status.\n\n${USAGE}`);
    const note = noteWords.join(' ').trim() || null;
    const reviewed = embeddedInUse
      ? await viaServer(config, `/rest/ops/documents/${encodeURIComponent(id)}/review/`, {
          method: 'POST',
          body: JSON.stringify({ status: status.data, ...(note ? { note } : {}) }),
        })
      : await withDatabase(config, (db) => review(db, id, status.data, note));
    console.log(JSON.stringify(reviewed, null, 2));
    return;
  }
  if (command === 'games:restrict' || command === 'games:unrestrict') {
    const [playerEmail, slug] = rest;
    if (!playerEmail || !slug)
      throw new UsageError(`${command} needs a player email and a game slug.\n\n${USAGE}`);
    const body = { playerEmail, slug, restricted: command === 'games:restrict' };
    // Through a running server when possible: it pushes updateGroupHash to the player's open pages.
    const throughServer = embeddedInUse || (Boolean(config.opsToken) && (await serverRunning(config)));
    const result = throughServer
      ? await viaServer(config, '/rest/ops/games/restriction/', {
          method: 'POST',
          body: JSON.stringify(body),
        })
      : await withDatabase(config, (db) =>
          auditedCliWrite(db, 'game.restrict', body, (tx) =>
            setGameRestriction({ db: tx, publisher: createRecordingPublisher().publisher }, body),
          ),
        );
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  if (command === 'features:list' || command === 'features:set') {
    // Through a running server when possible: it pushes the change to the brand's open pages.
    const throughServer = embeddedInUse || (Boolean(config.opsToken) && (await serverRunning(config)));
    console.log(JSON.stringify(await featureCommand(command, rest, config, throughServer), null, 2));
    return;
  }
  if (command === 'free-spins:grant') {
    const [playerEmail, gameId, count, betLevel, lifetimeSeconds] = rest;
    const parsed = FreeSpinsGrantRequestSchema.safeParse({
      playerEmail,
      gameId,
      count: Number(count),
      betLevel: Number(betLevel),
      lifetimeSeconds: Number(lifetimeSeconds),
      idempotencyKey: idempotencyKey(allArgs),
    });
    if (!parsed.success)
      throw new UsageError(
        `free-spins:grant needs a player email, a game slug, a count (1-1000), a bet level and a lifetime of at least 60 seconds.\n\n${USAGE}`,
      );
    // Through a running server when possible: it tells the player's open pages.
    const throughServer = embeddedInUse || (Boolean(config.opsToken) && (await serverRunning(config)));
    const result = throughServer
      ? await viaServer(config, '/rest/ops/free-spins/', {
          method: 'POST',
          body: JSON.stringify(parsed.data),
        })
      : await withDatabase(config, (db) =>
          grantFreeSpinsToPlayer(
            { db, publisher: createRecordingPublisher().publisher, clock: systemClock },
            parsed.data,
            cliActor(),
          ),
        );
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  if (command.startsWith('redeems:') || command === 'wallet:adjust') {
    // Through a running server when possible: it pushes the decision and the balance to the player.
    const throughServer = embeddedInUse || (Boolean(config.opsToken) && (await serverRunning(config)));
    const result = await redeemCommand(command, rest, config, throughServer, allArgs);
    console.log(typeof result === 'string' ? result : JSON.stringify(result, null, 2));
    return;
  }
  if (command === 'operators:create' || command === 'audit:verify') {
    console.log(await backofficeCommand(command, rest, config, embeddedInUse));
    return;
  }
  throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
}

/** Backs up or restores the embedded database; on PostgreSQL, says which tools do it. */
async function backupCommand(command: 'backup' | 'restore', args: string[], config: CliConfig) {
  const [file] = args;
  if (!file) throw new UsageError(`${command} needs a file.\n\n${USAGE}`);
  if (config.databaseUrl)
    throw new UsageError(
      command === 'backup'
        ? `DATABASE_URL is set: back PostgreSQL up with its own tool, e.g. pg_dump -Fc -f ${file} "$DATABASE_URL" (docs/operations.md).`
        : `DATABASE_URL is set: restore PostgreSQL with its own tool, e.g. pg_restore --no-owner -d "$DATABASE_URL" ${file} into an empty database (docs/operations.md).`,
    );
  const pgliteDir = join(config.dataDir, 'pglite');
  try {
    if (command === 'backup') {
      const { bytes } = await backupPglite(pgliteDir, resolve(file));
      return `Backed up ${pgliteDir} to ${resolve(file)} (${bytes} bytes).`;
    }
    if (!existsSync(file)) throw new UsageError(`There is no file ${resolve(file)} to restore.`);
    const { previous } = await restorePglite(pgliteDir, resolve(file), systemClock.now());
    return [
      `Restored ${pgliteDir} from ${resolve(file)}.`,
      previous
        ? `The database it replaced is kept in ${previous} (delete it once the restore is checked).`
        : '',
    ]
      .filter(Boolean)
      .join('\n');
  } catch (error) {
    // The lock's own advice (--server) does not apply: a backup or restore needs the database closed.
    if (error instanceof DatabaseInUseError)
      throw new DomainError({
        status: 409,
        code: 'database_in_use',
        message: `The database in ${pgliteDir} is in use by ${error.holder.serverUrl ? `a running server at ${error.holder.serverUrl}` : 'another process'} (pid ${error.holder.pid}): stop it first, then run ${command} again.`,
      });
    throw error;
  }
}

/** The back-office commands (the first operator; the audit chain), on the server's endpoints or the database. */
async function backofficeCommand(command: string, args: string[], config: CliConfig, throughServer: boolean) {
  if (command === 'operators:create') {
    const [email, role] = args;
    const parsed = OperatorCreateRequestSchema.safeParse({ email, role });
    if (!parsed.success)
      throw new UsageError(
        `operators:create needs an email and a role (${OPERATOR_ROLES.join(', ')}).\n\n${USAGE}`,
      );
    const created = throughServer
      ? OperatorCreateResponseSchema.shape.data.parse(
          await viaServer(config, '/rest/ops/operators/', {
            method: 'POST',
            body: JSON.stringify(parsed.data),
          }),
        )
      : await withDatabase(config, (db) =>
          db.transaction(async (tx) => {
            const result = await registerOperator(tx, parsed.data);
            const operator = operatorView(result.operator);
            await appendAudit(tx, {
              operatorId: 'cli',
              operatorEmail: 'cli',
              action: 'operator.create',
              targetType: 'operator',
              targetId: operator.id,
              after: operator,
              at: systemClock.now(),
            });
            return { operator, password: result.password };
          }),
        );
    return [
      `Operator ${created.operator.email} (${created.operator.role}) created.`,
      `One-time password (shown once, never again): ${created.password}`,
      'Sign in at /backoffice/ and set up two-factor sign-in with an authenticator app.',
    ].join('\n');
  }
  const result = throughServer
    ? AuditVerifyResponseSchema.shape.data.parse(await viaServer(config, '/rest/ops/audit/verify/'))
    : await withDatabase(config, (db) =>
        verifyAndCheckpoint(
          { db, checkpoints: fileAuditCheckpoints(config.auditCheckpointFile) },
          systemClock.now(),
        ),
      );
  if (!result.ok)
    throw new DomainError({
      status: 409,
      code: 'audit_broken',
      message: `Audit log NOT intact: entry ${result.firstBadId}: ${result.reason} (${result.checked} entries before it are intact)`,
    });
  return `Audit log intact: ${result.checked} entries`;
}

/** The feature commands, on the server's operator endpoints or directly on the database. */
async function featureCommand(command: string, args: string[], config: CliConfig, throughServer: boolean) {
  if (command === 'features:list') {
    const query = FeatureSettingsQuerySchema.safeParse({ brand: args[0] });
    if (!query.success) throw new UsageError(`Unknown brand "${args[0]}".\n\n${USAGE}`);
    return throughServer
      ? viaServer(config, `/rest/ops/features/${args[0] ? `?brand=${encodeURIComponent(args[0])}` : ''}`)
      : withDatabase(config, (db) => listFeatureSettings(db, query.data));
  }
  const [brand, key, json] = args;
  const params = FeatureParamsSchema.safeParse({ brand, key });
  if (!params.success || json === undefined)
    throw new UsageError(`features:set needs a brand, a feature key and the change as JSON.\n\n${USAGE}`);
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    throw new UsageError(`The change is not JSON: ${json}\n\n${USAGE}`);
  }
  const update = FeatureSettingsUpdateSchema.safeParse(body);
  if (!update.success)
    throw new UsageError(
      `The change is not valid: ${update.error.issues.map((i) => `${i.path.join('.') || 'change'}: ${i.message}`).join('; ')}\n\n${USAGE}`,
    );
  return throughServer
    ? viaServer(config, `/rest/ops/features/${params.data.brand}/${params.data.key}/`, {
        method: 'PUT',
        body: JSON.stringify(update.data),
      })
    : withDatabase(config, (db) =>
        // No realtime server here: the players' pages pick the change up on their next refresh.
        auditedCliWrite(db, 'feature.update', { ...params.data, update: update.data }, (tx) =>
          updateFeatureSettings(
            { db: tx, publisher: createRecordingPublisher().publisher },
            { ...params.data, update: update.data, now: systemClock.now() },
          ),
        ),
      );
}

/** The redeem and wallet commands, on the server's operator endpoints or directly on the database. */
async function redeemCommand(
  command: string,
  args: string[],
  config: CliConfig,
  throughServer: boolean,
  allArgs: string[],
): Promise<unknown> {
  // No realtime server here: the player's pages pick the result up on their next refresh.
  const direct = <T>(work: (deps: Parameters<typeof approveRedeem>[0]) => Promise<T>) =>
    withDatabase(config, (db) => work({ db, publisher: createRecordingPublisher().publisher }));
  const post = (path: string, body: unknown = {}) =>
    viaServer(config, path, { method: 'POST', body: JSON.stringify(body) });
  if (command === 'redeems:list') {
    const parsed = RedeemStatusSchema.optional().safeParse(args[0]);
    if (!parsed.success) throw new UsageError(`Unknown status "${args[0]}".\n\n${USAGE}`);
    const status = parsed.data ?? 'pending';
    const rows = throughServer
      ? ((await viaServer(config, `/rest/ops/redeems/?status=${status}`)) as unknown[])
      : await direct(({ db }) => listRedeemsForReview(db, { status }));
    return rows.length ? rows : `No ${status} redeem requests.`;
  }
  if (command === 'redeems:approve') {
    const [id] = args;
    if (!id) throw new UsageError(`redeems:approve needs a redeem request id.\n\n${USAGE}`);
    return throughServer
      ? post(`/rest/ops/redeems/${encodeURIComponent(id)}/approve/`)
      : direct((deps) => approveRedeem(deps, { redeemId: id }, cliActor()));
  }
  if (command === 'redeems:reject') {
    const [id, ...noteWords] = args;
    const note = noteWords.join(' ').trim();
    if (!id || !note)
      throw new UsageError(`redeems:reject needs a redeem request id and a note.\n\n${USAGE}`);
    return throughServer
      ? post(`/rest/ops/redeems/${encodeURIComponent(id)}/reject/`, { note })
      : direct((deps) => rejectRedeem(deps, { redeemId: id, note }, cliActor()));
  }
  if (command === 'wallet:adjust') {
    const [playerEmail, currency, amount, ...reasonWords] = args;
    const parsed = WalletAdjustRequestSchema.safeParse({
      playerEmail,
      currency,
      amount: amount === undefined || amount.trim() === '' ? undefined : Number(amount),
      reason: reasonWords.join(' '),
      idempotencyKey: idempotencyKey(allArgs),
    });
    if (!parsed.success)
      throw new UsageError(
        `wallet:adjust needs a player email, COIN, ENTRY or WINNING, a non-zero amount and a reason.\n\n${USAGE}`,
      );
    return throughServer
      ? post('/rest/ops/wallet/adjust/', parsed.data)
      : direct((deps) => adjustBalance(deps, parsed.data, cliActor()));
  }
  throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
}

async function review(
  db: Parameters<typeof reviewDocument>[0]['db'],
  id: string,
  status: DocumentReviewStatus,
  note: string | null,
) {
  // No realtime server here: the player's pages pick the result up on their next refresh.
  const { publisher } = createRecordingPublisher();
  return auditedCliWrite(db, 'document.review', { id, status, note }, (tx) =>
    reviewDocument({ db: tx, publisher }, { documentId: id, status, note }),
  );
}

/** A write straight on the database, audited in its transaction as the endpoint would audit it. */
function auditedCliWrite<T>(db: Db, action: string, after: unknown, write: (tx: Db) => Promise<T>) {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    await appendAudit(tx, { ...cliActor(), action, targetType: 'ops', after });
    return result;
  });
}

async function withDatabase<T>(
  config: CliConfig,
  work: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>,
) {
  const database = openDatabase(config);
  setAuditKey(config.auditHmacKey);
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** Runs a command; returns the process exit code. Exported for tests. */
export async function main(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  try {
    const at = args.indexOf('--server');
    const server = at === -1 ? undefined : args[at + 1];
    if (at !== -1 && !URL.canParse(server ?? ''))
      throw new UsageError(`--server needs the server's address, e.g. http://127.0.0.1:3000.\n\n${USAGE}`);
    const rest = at === -1 ? args : args.toSpliced(at, 2);
    await run(rest, { ...loadConfig(env), ...(server ? { server: server.replace(/\/+$/, '') } : {}) });
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof DomainError || error instanceof DatabaseInUseError) {
      console.error(error.message);
      return error instanceof UsageError ? 2 : 1;
    }
    console.error(error);
    return 1;
  }
}

// Also runnable directly: `npx tsx apps/server/src/cli/ops.ts <command>`.
if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
