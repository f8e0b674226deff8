/**
 * Reading fields out of errors of unknown shape. Wallets, nodes, viem, ethers and our own services all
 * nest the interesting part differently (`cause`, `error`, `data.originalError`, `info.error`, `body`),
 * and some hand us proxies or getters that throw. Everything here is total: it never throws.
 */

/** Fields under which libraries and wallets nest the underlying error. */
const NESTED_ERROR_KEYS = ['cause', 'error', 'data', 'originalError', 'info', 'body', 'response'] as const;

/** Enough for any real chain (viem nests 3-4 levels); stops pathological or cyclic inputs early. */
const MAX_CHAIN_NODES = 32;

/** Reads `value[key]` if value is an object; undefined for anything else or when a getter throws. */
export function readProp(value: unknown, key: string): unknown {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/**
 * The error and everything nested in it, breadth first (outermost first), each object once.
 * A non-object root (a string, a number) is returned as the only node.
 */
export function errorChain(error: unknown): unknown[] {
  const nodes: unknown[] = [error];
  const seen = new Set<unknown>([error]);
  for (let index = 0; index < nodes.length && nodes.length < MAX_CHAIN_NODES; index++) {
    for (const key of NESTED_ERROR_KEYS) {
      const nested = readProp(nodes[index], key);
      if (typeof nested !== 'object' || nested === null || seen.has(nested)) continue;
      seen.add(nested);
      nodes.push(nested);
      if (nodes.length >= MAX_CHAIN_NODES) break;
    }
  }
  return nodes;
}

/** A numeric error code: an integer, or a string holding one (some wallets send "4001"). */
export function readNumericCode(node: unknown): number | undefined {
  const code = typeof node === 'number' ? node : readProp(node, 'code');
  if (typeof code === 'number') return Number.isSafeInteger(code) ? code : undefined;
  if (typeof code === 'string' && /^-?\d{1,15}$/.test(code.trim())) return Number(code.trim());
  return undefined;
}

/** A string error code such as 'UNAUTHORIZED_DOMAIN' or ethers' 'ACTION_REJECTED'. */
export function readStringCode(node: unknown): string | undefined {
  const code = readProp(node, 'code');
  return typeof code === 'string' && code.trim() !== '' ? code.trim() : undefined;
}

/** The human message of a node: the string itself, or its `message` / `shortMessage` / `details`. */
export function readMessages(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  const messages: string[] = [];
  for (const key of ['message', 'shortMessage', 'details', 'reason']) {
    const value = readProp(node, key);
    if (typeof value === 'string' && value !== '' && !messages.includes(value)) messages.push(value);
  }
  return messages;
}

/** String(value) throws for objects without a prototype and for some proxies; this never does. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    const json = JSON.stringify(value, (_key, inner: unknown) =>
      typeof inner === 'bigint' ? inner.toString() : inner,
    );
    if (typeof json === 'string') return json;
  } catch {
    // Cyclic or throwing values fall through to the generic description below.
  }
  try {
    return String(value);
  } catch {
    return '[unprintable value]';
  }
}
