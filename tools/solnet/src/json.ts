/**
 * JSON with u64 numbers. The RPC answers lamports, slots and `rentEpoch` (u64::MAX) as plain JSON numbers,
 * and clients such as @solana/kit parse them back as bigints, so the server writes a bigint's exact digits
 * rather than a rounded double. Values are plain data built by the server (objects, arrays, strings,
 * numbers, booleans, null, bigints); `undefined` members are left out as JSON.stringify does.
 */
export function stringifyJson(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined ? 'null' : stringifyJson(item))).join(',')}]`;
  }
  const members: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || typeof item === 'function') continue;
    members.push(`${JSON.stringify(key)}:${stringifyJson(item)}`);
  }
  return `{${members.join(',')}}`;
}

/** A JSON number for values that fit a double exactly, the exact digits otherwise. */
export function u64Json(value: bigint): number | bigint {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
}
