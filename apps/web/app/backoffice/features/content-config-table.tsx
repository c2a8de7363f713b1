import type { ReactNode } from 'react';
import { kindOf, labelOf, readableName, type JsonSchema } from './content-schema.ts';
import own from './content.module.css';
import queues from '../queues/queues.module.css';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value in words: yes/no, a number in the console's format, a localized text's two languages, — for none. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(valueText).join(', ') || '—';
  if (isRecord(value)) {
    if (typeof value.en === 'string' && typeof value.es === 'string') return `${value.en} / ${value.es}`;
    return Object.entries(value)
      .map(([key, inner]) => `${readableName(key)}: ${valueText(inner)}`)
      .join(', ');
  }
  return JSON.stringify(value);
}

interface Column {
  label: string;
  read: (row: unknown) => unknown;
  numeric: boolean;
}

/** A list's columns: its rows' plain fields, and the plain fields of an object inside a row ("Prize · Coins"). */
function columnsOf(item: JsonSchema): Column[] {
  const kind = kindOf(item);
  if (kind.kind !== 'object') return [{ label: 'Value', read: (row) => row, numeric: false }];
  return Object.entries(kind.schema.properties ?? {}).flatMap(([key, child]): Column[] => {
    const inner = kindOf(child);
    const label = labelOf(key, child);
    const at = (row: unknown) => (isRecord(row) ? row[key] : undefined);
    if (inner.kind === 'object' && !inner.nullable)
      return Object.entries(inner.schema.properties ?? {}).map(([subKey, sub]) => ({
        label: `${label} · ${labelOf(subKey, sub)}`,
        read: (row: unknown) => {
          const value = at(row);
          return isRecord(value) ? value[subKey] : undefined;
        },
        numeric: kindOf(sub).kind === 'number',
      }));
    return [{ label, read: at, numeric: inner.kind === 'number' }];
  });
}

/**
 * A config as an operator reads it: plain fields as a list of names and values, each list of rows (a prize
 * table) as a table, groups under their names. The schema gives the names and the order.
 */
export function ConfigTable({
  schema,
  config,
  label,
}: {
  schema: JsonSchema;
  config: unknown;
  label: string;
}) {
  return (
    // Scrolls sideways on a phone: reachable by keyboard, as axe asks of a scrolling region.
    <div className={own.liveTable} data-testid="content-config" role="region" aria-label={label} tabIndex={0}>
      <ConfigNode schema={schema} value={config} label={label} />
    </div>
  );
}

function ConfigNode({
  schema,
  value,
  label,
}: {
  schema: JsonSchema;
  value: unknown;
  label: string;
}): ReactNode {
  const kind = kindOf(schema);
  if (kind.kind === 'array' && Array.isArray(value)) {
    const columns = columnsOf(kind.item);
    return (
      <table>
        <caption className={own.caption}>{label}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {value.map((row, index) => (
            <tr key={index}>
              <th scope="row">{index + 1}</th>
              {columns.map((column) => (
                <td key={column.label} className={column.numeric ? own.num : undefined}>
                  {valueText(column.read(row))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  if (kind.kind === 'object' && isRecord(value)) {
    const entries = Object.entries(kind.schema.properties ?? {});
    const plain = entries.filter(([key, child]) => !isGroup(child, value[key]));
    const groups = entries.filter(([key, child]) => isGroup(child, value[key]));
    return (
      <>
        {plain.length ? (
          <dl className={queues.details} aria-label={label}>
            {plain.map(([key, child]) => (
              <Pair key={key} name={labelOf(key, child)} value={valueText(value[key])} />
            ))}
          </dl>
        ) : null}
        {groups.map(([key, child]) =>
          kindOf(child).kind === 'object' ? (
            <div key={key}>
              <p className={own.caption}>{labelOf(key, child)}</p>
              <ConfigNode schema={child} value={value[key]} label={labelOf(key, child)} />
            </div>
          ) : (
            <ConfigNode key={key} schema={child} value={value[key]} label={labelOf(key, child)} />
          ),
        )}
      </>
    );
  }
  return (
    <dl className={queues.details}>
      <Pair name={label} value={valueText(value)} />
    </dl>
  );
}

const isGroup = (schema: JsonSchema, value: unknown) => {
  const kind = kindOf(schema).kind;
  return (kind === 'array' && Array.isArray(value)) || (kind === 'object' && isRecord(value));
};

function Pair({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </>
  );
}
