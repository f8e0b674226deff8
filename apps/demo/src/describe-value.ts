/**
 * Hook outputs as readable key/value rows. The hooks return plain data plus functions; functions are not
 * state, so they are left out. Nothing here throws: the panel must render whatever a hook returns.
 */
export type ValueKind = 'text' | 'number' | 'boolean' | 'empty' | 'structure';

export interface DescribedValue {
  text: string;
  kind: ValueKind;
}

export interface ValueRow extends DescribedValue {
  key: string;
}

const MAX_TEXT = 400;

function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

function toJson(value: unknown): string {
  const seen = new WeakSet<object>();
  try {
    return (
      JSON.stringify(value, (_key, item: unknown) => {
        if (typeof item === 'bigint') return `${item}n`;
        if (typeof item === 'function') return undefined;
        if (typeof item === 'object' && item !== null) {
          if (seen.has(item)) return '[circular]';
          seen.add(item);
        }
        return item;
      }) ?? 'undefined'
    );
  } catch {
    return '[unreadable]';
  }
}

/** Data URIs (wallet icons) are summarised: thousands of characters of base64 tell a reader nothing. */
function describeText(value: string): string {
  if (value === '') return '""';
  const dataUri = /^data:([\w.+-]+\/[\w.+-]+)[;,]/.exec(value);
  if (dataUri) return `data:${dataUri[1]} (${value.length} characters)`;
  return clip(value);
}

export function describeValue(value: unknown): DescribedValue {
  if (value === undefined) return { text: 'undefined', kind: 'empty' };
  if (value === null) return { text: 'null', kind: 'empty' };
  if (typeof value === 'string') return { text: describeText(value), kind: 'text' };
  if (typeof value === 'boolean') return { text: String(value), kind: 'boolean' };
  if (typeof value === 'number') return { text: String(value), kind: 'number' };
  if (typeof value === 'bigint') return { text: `${value}n`, kind: 'number' };
  if (typeof value === 'symbol' || typeof value === 'function')
    return { text: String(typeof value), kind: 'text' };
  return { text: clip(toJson(value)), kind: 'structure' };
}

/** One row per own enumerable key that does not hold a function, in the object's key order. */
export function rowsOf(record: object | undefined | null): ValueRow[] {
  if (record === undefined || record === null) return [];
  return Object.entries(record)
    .filter(([, value]) => typeof value !== 'function')
    .map(([key, value]) => ({ key, ...describeValue(value) }));
}
