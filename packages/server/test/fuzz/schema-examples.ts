/**
 * A plausible body for a route, made from its JSON schema (from the app's OpenAPI document), and the
 * mutations of it the fuzzer sends: a valid shape with one wrong value gets past the schema and reaches
 * the handler and the database, where random bodies never would.
 */

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  oneOf?: Schema[];
  anyOf?: Schema[];
  format?: string;
}

/** A well-formed (unsigned) EIP-4361 message for the demo project's origin. */
const SIWE_TEXT = [
  'localhost:5173 wants you to sign in with your Ethereum account:',
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '',
  'Sign in to the demo.',
  '',
  'URI: http://localhost:5173/',
  'Version: 1',
  'Chain ID: 31337',
  'Nonce: abcdefgh12345678',
  `Issued At: ${new Date().toISOString()}`,
].join('\n');

/** Strings that fit common fields; the first one a field's pattern and length accept is used. */
const CANDIDATES = [
  'walletport-demo',
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  'eip155:31337',
  'http://localhost:5173',
  'http://localhost:5173/page',
  'localhost',
  'usd',
  'a@example.com',
  '123456',
  'evt-1',
  'INITIALIZE',
  'track',
  'alice',
  `0x${'ab'.repeat(65)}`,
  '1000000',
  '2030-01-01T00:00:00.000Z',
  'A'.repeat(43),
  'abcdefgh12345678',
  'x',
];

/** Values by field name, tried before the general candidates. */
const BY_NAME: ReadonlyArray<[RegExp, readonly string[]]> = [
  [/^addresses$/i, ['eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512']],
  [/^message$/i, [SIWE_TEXT]],
  [/^(from|to|token)$/i, ['eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512']],
  [/address/i, ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']],
  [/url|uri|returnTo|page/i, ['http://localhost:5173/page']],
  [/origin/i, ['http://localhost:5173']],
  [/domain/i, ['localhost']],
  [/chain|network/i, ['eip155:31337', '31337']],
  [/email/i, ['a@example.com']],
  [/currency/i, ['usd']],
  [/amount/i, ['100', '1000000']],
  [/signature/i, [`0x${'ab'.repeat(65)}`]],
  [/^event$/i, ['INITIALIZE']],
  [/^code$/i, ['123456']],
  [/^name$/i, ['alice']],
];

function stringFor(schema: Schema, name: string): string {
  const pattern = schema.pattern === undefined ? undefined : safeRegExp(schema.pattern);
  const fits = (text: string) =>
    (pattern === undefined || pattern.test(text)) &&
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  const named = BY_NAME.filter(([field]) => field.test(name)).flatMap(([, values]) => values);
  return [...named, ...CANDIDATES].find(fits) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

function safeRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

/** A value `schema` accepts, as far as a small generator can tell; depth-limited. */
export function exampleFor(schema: Schema | undefined, depth = 0, name = ''): unknown {
  if (schema === undefined || depth > 5) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined && schema.enum.length > 0) return schema.enum[0];
  if (schema.examples?.[0] !== undefined) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant !== undefined) return exampleFor(variant, depth + 1, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const example: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        example[key] = exampleFor(property, depth + 1, key);
      return example;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        exampleFor(schema.items, depth + 1, name),
      );
    case 'string':
      return stringFor(schema, name);
    case 'integer':
    case 'number':
      if (/time/i.test(name)) return Date.now();
      if (/coin_type/i.test(name)) return 60;
      return schema.minimum ?? (schema.maximum !== undefined ? Math.min(1, schema.maximum) : 1);
    case 'boolean':
      return true;
    default:
      // No type: a free-form field (analytics properties) takes any JSON.
      return schema.properties === undefined
        ? { note: 'x' }
        : exampleFor({ ...schema, type: 'object' }, depth);
  }
}

/** The paths to every leaf (and every container) of a JSON value. */
function pathsOf(
  value: unknown,
  prefix: Array<string | number> = [],
  out: Array<Array<string | number>> = [],
) {
  out.push(prefix);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) pathsOf(item, [...prefix, index], out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  }
  return out;
}

/**
 * `example` with the value at one of its paths (chosen by `pick`) replaced by `replacement`, or, for a
 * string there when `append` is set, with `replacement` appended to it.
 */
export function mutate(example: unknown, pick: number, replacement: unknown, append: boolean): unknown {
  const copy = structuredClone(example);
  // The root itself is not replaced: a wrong-typed body stops at the schema, which other bodies test.
  const paths = pathsOf(copy).filter((candidate) => candidate.length > 0);
  const path = paths[pick % Math.max(1, paths.length)];
  if (path === undefined) return copy;
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  const current = parent[last];
  parent[last] =
    append && typeof current === 'string' && typeof replacement === 'string'
      ? `${current}${replacement}`
      : replacement;
  return copy;
}

/** `example` with `poison` put at the end of one of its strings (chosen by `pick`), keys included. */
export function poisonString(example: unknown, pick: number, poison: string): unknown {
  const copy = structuredClone(example);
  const strings = pathsOf(copy).filter((path) => {
    let value: unknown = copy;
    for (const key of path) value = (value as Record<string | number, unknown>)[key];
    return typeof value === 'string';
  });
  const path = strings[pick % Math.max(1, strings.length)];
  if (path === undefined || path.length === 0) return copy;
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  parent[last] = `${String(parent[last])}${poison}`;
  return copy;
}
