import { useState } from 'react';
import { AuditVerifyResponseSchema, BACKOFFICE_ADMIN_PATHS } from '@casino/contracts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { boErrorText, boGet } from '../backoffice-api.ts';
import styles from '../backoffice.module.css';
import own from '../queues/queues.module.css';

type Verification = ReturnType<typeof AuditVerifyResponseSchema.parse>['data'];
type State =
  { status: 'checking' } | { status: 'done'; result: Verification } | { status: 'error'; message: string };

/**
 * The hash chain's state, as `npm run ops -- audit:verify` reports it (`GET /rest/backoffice/audit/verify/`):
 * "Chain verified" with the number of entries, or "Chain broken at entry N" with the reason (an edited,
 * deleted or moved row). Checked when the screen opens and on "Check again".
 */
export function AuditChainStatus() {
  // Each check is a run of its own (its own key): "Check again" shows "Checking…", never the last verdict.
  const [run, setRun] = useState(0);
  const { state: check } = useApiQuery(
    ['backoffice', BACKOFFICE_ADMIN_PATHS.auditVerify, run],
    (signal) => boGet(BACKOFFICE_ADMIN_PATHS.auditVerify, AuditVerifyResponseSchema, undefined, signal),
    { singleUse: true },
  );
  const state: State =
    check.status === 'loading'
      ? { status: 'checking' }
      : check.status === 'error'
        ? { status: 'error', message: boErrorText(check.error, 'The check did not answer.') }
        : { status: 'done', result: check.data.data };

  const broken = state.status === 'done' && !state.result.ok;
  return (
    <div
      className={`${own.chainStatus} ${broken ? own.chainBroken : ''}`}
      role="status"
      aria-live="polite"
      aria-busy={state.status === 'checking'}
      data-testid="bo-audit-chain"
      data-chain={state.status === 'done' ? (state.result.ok ? 'verified' : 'broken') : state.status}
    >
      {state.status === 'checking' ? (
        <span className={`${own.badge} ${own.badgeWait}`}>Checking the hash chain…</span>
      ) : state.status === 'error' ? (
        <>
          <span className={`${own.badge} ${own.badgeBad}`}>Chain not checked</span>
          <span>{state.message}</span>
        </>
      ) : state.result.ok ? (
        <>
          <span className={`${own.badge} ${own.badgeOk}`}>Chain verified</span>
          <span className={styles.muted}>
            {state.result.checked.toLocaleString('en-US')} {state.result.checked === 1 ? 'entry' : 'entries'}{' '}
            checked: none edited, deleted or moved.
          </span>
        </>
      ) : (
        <>
          <span className={`${own.badge} ${own.badgeBad}`}>
            Chain broken at entry {state.result.firstBadId}
          </span>
          <span>
            {state.result.reason} {state.result.checked.toLocaleString('en-US')}{' '}
            {state.result.checked === 1 ? 'entry before it verifies' : 'entries before it verify'}.
          </span>
        </>
      )}
      <button
        type="button"
        className={styles.button}
        disabled={state.status === 'checking'}
        onClick={() => setRun((n) => n + 1)}
      >
        Check again
      </button>
    </div>
  );
}
