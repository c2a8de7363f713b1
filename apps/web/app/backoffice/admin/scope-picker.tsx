import { useEffect, useId, useRef } from 'react';
import { PERMISSION_TEXT, type Permission } from '@casino/contracts';
import { groupScopes, groupState, setGroup, setScope, type ScopeGroup } from './scopes.ts';
import bo from '../backoffice.module.css';
import styles from './admin.module.css';

const GROUPS = groupScopes();

export interface ScopePickerProps {
  value: readonly string[];
  onChange: (scopes: Permission[]) => void;
  /** The field's error (e.g. none chosen). */
  error?: string | undefined;
}

/** The permissions an API key gets: checkboxes grouped by area, each area with a box for all of it. */
export function ScopePicker({ value, onChange, error }: ScopePickerProps) {
  const id = useId();
  return (
    <fieldset
      className={bo.field}
      style={{ border: 0, margin: 0, padding: 0 }}
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
      aria-invalid={error ? true : undefined}
    >
      <legend className={bo.label}>Scopes</legend>
      <span className={bo.hint} id={`${id}-hint`} style={{ marginBottom: 6 }}>
        The key opens only the endpoints these permissions guard (back-office and /rest/ops/). Give it the
        least it needs. {value.length} chosen.
      </span>
      {error ? (
        <span className={bo.fieldError} id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
      <div className={styles.scopeGroups}>
        {GROUPS.map((group) => (
          <Group key={group.area} group={group} value={value} onChange={onChange} />
        ))}
      </div>
    </fieldset>
  );
}

function Group({
  group,
  value,
  onChange,
}: { group: ScopeGroup; value: readonly string[] } & Pick<ScopePickerProps, 'onChange'>) {
  const state = groupState(group, value);
  const all = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (all.current) all.current.indeterminate = state === 'some';
  }, [state]);
  const single = group.permissions.length === 1;
  return (
    <fieldset className={styles.scopeGroup} data-testid={`bo-scope-group-${group.area}`}>
      <legend className={styles.groupCheck}>
        {single ? (
          group.label
        ) : (
          <label className={styles.check}>
            <input
              ref={all}
              type="checkbox"
              checked={state === 'all'}
              aria-checked={state === 'some' ? 'mixed' : state === 'all'}
              onChange={(event) => onChange(setGroup(value, group, event.target.checked))}
            />
            <span>{group.label}</span>
          </label>
        )}
      </legend>
      <div className={single ? undefined : styles.scopeList}>
        {group.permissions.map((permission) => (
          <label key={permission} className={styles.check}>
            <input
              type="checkbox"
              name="scopes"
              value={permission}
              checked={value.includes(permission)}
              onChange={(event) => onChange(setScope(value, permission, event.target.checked))}
            />
            <span>
              <span className={styles.code}>{permission}</span>
              <span className={styles.sub}>{PERMISSION_TEXT[permission]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
