import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  BACKOFFICE_ADMIN_PATHS,
  OPERATOR_ROLES,
  OperatorResponseSchema,
  type OperatorRole,
  type OperatorRow,
} from '@casino/contracts';
import { boSend } from '../backoffice-api.ts';
import { Confirm } from '../components/confirm.tsx';
import { ROLE_SUMMARY } from './format.ts';
import bo from '../backoffice.module.css';
import styles from './admin.module.css';

const at = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export interface OperatorActionsProps {
  row: OperatorRow;
  /** The signed-in operator's id: the server refuses their own role change and disabling. */
  selfId: string;
  /** After a change: the table loads again. */
  onChanged: () => void;
}

/** Change role, disable or enable, reset two-factor: each behind a confirmation, refusals in words. */
export function OperatorActions({ row, selfId, onChanged }: OperatorActionsProps) {
  const self = row.id === selfId;
  const post = async (path: string, body: unknown, done: string) => {
    await boSend('POST', at(path, row.id), body, OperatorResponseSchema);
    toast.success(done);
    onChanged();
  };
  const selfTitle = self ? 'Another administrator has to do this for your own account.' : undefined;
  const small = `${bo.button} ${styles.small}`;
  return (
    <div className={styles.actions}>
      <ChangeRole
        row={row}
        disabled={self}
        title={selfTitle}
        onConfirm={(role) =>
          post(BACKOFFICE_ADMIN_PATHS.operatorRole, { role }, `${row.email} is now ${role}.`)
        }
      />
      {row.disabledAt ? (
        <Confirm
          trigger={
            <button type="button" className={small}>
              Enable
            </button>
          }
          title={`Enable ${row.email}?`}
          description="They can sign in again (their lockout, if any, is lifted)."
          confirmLabel="Enable"
          onConfirm={() => post(BACKOFFICE_ADMIN_PATHS.operatorEnable, undefined, `${row.email} is enabled.`)}
        />
      ) : (
        <Confirm
          trigger={
            <button type="button" className={small} disabled={self} title={selfTitle}>
              Disable
            </button>
          }
          title={`Disable ${row.email}?`}
          description="Their sessions end now and they cannot sign in until an administrator enables them again."
          confirmLabel="Disable"
          danger
          onConfirm={() =>
            post(BACKOFFICE_ADMIN_PATHS.operatorDisable, undefined, `${row.email} is disabled.`)
          }
        />
      )}
      <Confirm
        trigger={
          <button
            type="button"
            className={small}
            disabled={!row.twoFactor && !row.lockedUntil}
            title={!row.twoFactor && !row.lockedUntil ? 'Two-factor sign-in is not set up yet.' : undefined}
          >
            Reset 2FA
          </button>
        }
        title={`Reset two-factor sign-in of ${row.email}?`}
        description={
          <>
            For a lost phone: their authenticator key and recovery codes stop working, their sessions end
            {self ? ' (yours: you will be signed out)' : ''}, and their next sign-in sets up a new
            authenticator with a new QR code. A lockout is lifted too.
          </>
        }
        confirmLabel="Reset two-factor"
        danger
        onConfirm={() =>
          post(
            BACKOFFICE_ADMIN_PATHS.operatorResetTwoFactor,
            undefined,
            `Two-factor sign-in of ${row.email} is reset.`,
          )
        }
      />
    </div>
  );
}

function ChangeRole({
  row,
  disabled,
  title,
  onConfirm,
}: {
  row: OperatorRow;
  disabled: boolean;
  title: string | undefined;
  onConfirm: (role: OperatorRole) => Promise<unknown>;
}) {
  const [role, setRole] = useState<OperatorRole>(row.role);
  const id = useId();
  return (
    <Confirm
      trigger={
        <button type="button" className={`${bo.button} ${styles.small}`} disabled={disabled} title={title}>
          Change role
        </button>
      }
      onOpenChange={(open) => {
        if (open) setRole(row.role);
      }}
      title={`Change the role of ${row.email}`}
      description="A new role takes effect at once: their sessions end and they sign in again with it."
      confirmLabel="Change role"
      onConfirm={() => {
        if (role === row.role) throw new Error(`${row.email} is already ${role}: choose another role.`);
        return onConfirm(role);
      }}
    >
      <div className={bo.field}>
        <label className={bo.label} htmlFor={id}>
          Role
        </label>
        <select
          id={id}
          className={bo.input}
          value={role}
          onChange={(event) => setRole(event.target.value as OperatorRole)}
          aria-describedby={`${id}-hint`}
        >
          {OPERATOR_ROLES.map((option) => (
            <option key={option} value={option}>
              {option}
              {option === row.role ? ' (current)' : ''}
            </option>
          ))}
        </select>
        <span className={bo.hint} id={`${id}-hint`}>
          {ROLE_SUMMARY[role]}
        </span>
      </div>
    </Confirm>
  );
}
