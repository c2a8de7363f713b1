import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { AuditEntrySchema, type AuditEntry } from '@casino/contracts';
import { DataTable } from '../components/data-table.tsx';
import { when } from '../queues/format.ts';
import { diffLines, leafText } from './json-diff.ts';
import styles from '../backoffice.module.css';
import own from '../queues/queues.module.css';

export const AUDIT_LIST_PATH = '/rest/backoffice/audit/';

const column = createColumnHelper<AuditEntry>();

/** A value in the one-line summary: at most 40 characters; ∅ where the side has none. */
const short = (text: string) => (!text ? '∅' : text.length > 40 ? `${text.slice(0, 39)}…` : text);

/** Before and after side by side, field by field: removed values red, new values green. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const lines = diffLines(before, after);
  if (lines.length === 0) return <span className={styles.muted}>—</span>;
  const changed = lines.filter((line) => line.changed);
  return (
    <details className={own.diffCell}>
      <summary>
        {changed.length === 0
          ? 'No field changed'
          : changed
              .slice(0, 2)
              .map((line) => `${line.path}: ${short(leafText(line.before))} → ${short(leafText(line.after))}`)
              .join('; ') + (changed.length > 2 ? ` (+${changed.length - 2} more)` : '')}
      </summary>
      <table className={own.diff}>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.path} className={line.changed ? undefined : own.same}>
              <th scope="row">{line.path}</th>
              <td className={line.changed && line.before !== undefined ? own.removed : undefined}>
                {line.changed && line.before !== undefined ? '− ' : ''}
                {leafText(line.before)}
              </td>
              <td className={line.changed && line.after !== undefined ? own.added : undefined}>
                {line.changed && line.after !== undefined ? '+ ' : ''}
                {leafText(line.after)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The audit log: every operator action, newest first, searchable, with what each one changed. */
export function AuditLog() {
  const columns = useMemo(
    () => [
      column.accessor('at', { header: 'When', cell: (c) => when(c.getValue()) }),
      column.accessor('operatorEmail', {
        header: 'Operator',
        enableSorting: false,
        cell: (c) => (
          <span className={own.who}>
            <span>{c.getValue() ?? 'system'}</span>
            <span className={styles.muted}>{c.row.original.ip ?? ''}</span>
          </span>
        ),
      }),
      column.accessor('action', {
        header: 'Action',
        cell: (c) => <span className={own.mono}>{c.getValue()}</span>,
      }),
      column.accessor('targetId', {
        header: 'Target',
        enableSorting: false,
        cell: (c) =>
          c.row.original.targetType ? (
            <span className={own.who}>
              <span>{c.row.original.targetType}</span>
              <span className={`${styles.muted} ${own.mono}`}>{c.getValue() ?? ''}</span>
            </span>
          ) : (
            '—'
          ),
      }),
      column.display({
        id: 'changes',
        header: 'Before → after',
        cell: (c) => <AuditDiff before={c.row.original.before} after={c.row.original.after} />,
      }),
    ],
    [],
  );
  return (
    <DataTable
      endpoint={AUDIT_LIST_PATH}
      rowSchema={AuditEntrySchema}
      columns={columns}
      label="Audit log"
      search="Action, operator email or target id"
      filters={[
        { name: 'action', label: 'Action', type: 'text', placeholder: 'Action: redeem. or redeem.approve' },
        { name: 'operator', label: 'Operator', type: 'text', placeholder: 'Operator email or id' },
        { name: 'targetType', label: 'Target type', type: 'text', placeholder: 'Target type' },
        { name: 'targetId', label: 'Target id', type: 'text', placeholder: 'Target id' },
        { name: 'from', label: 'From', type: 'date' },
        { name: 'to', label: 'To', type: 'date' },
      ]}
      defaultPageSize={50}
      empty="No audited action matches."
    />
  );
}
