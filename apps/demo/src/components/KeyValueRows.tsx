import type { ValueRow } from '../describe-value.js';

/** A hook's output as a definition list: the key in code type, the value styled by its kind. */
export function KeyValueRows({ rows }: { rows: readonly ValueRow[] }) {
  if (rows.length === 0) return <p className="muted small">No value yet.</p>;
  return (
    <dl className="facts">
      {rows.map((row) => (
        <div className="fact" key={row.key}>
          <dt>{row.key}</dt>
          <dd className={`value value-${row.kind}`}>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One hook's block: its call as the heading (no landmark: there are many), its output below. */
export function HookOutput({ name, rows }: { name: string; rows: readonly ValueRow[] }) {
  return (
    <div className="hook">
      <h3>
        <code>{name}</code>
      </h3>
      <KeyValueRows rows={rows} />
    </div>
  );
}
