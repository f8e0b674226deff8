/**
 * fast-check generators of hostile requests for one route: methods (its own and others), paths with
 * hostile segments, query strings (duplicated keys, broken escapes), headers, and bodies (invalid JSON,
 * deep nesting, huge strings, NUL and bidi characters, wrong types, valid-shaped bodies with wrong
 * values). Hostile text carries CANARY, so an answer that repeats it is caught.
 */
import fc from 'fast-check';
import type { ListedRoute } from './route-list.js';
import { mutate, poisonString } from './schema-examples.js';

/** In every generated hostile string; no answer may contain it. */
export const CANARY = 'wp<fz>';

export const PROJECT_ID = 'walletport-demo';
const ALLOWED_ORIGIN = 'http://localhost:5173';
export const FRAME_ORIGIN = 'http://127.0.0.1:5190';
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** What OpenAPI says a route takes: query parameter and body field names, and a plausible body. */
export interface RouteShape {
  query: string[];
  body: string[];
  example?: unknown;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The route pattern the request was made for (for the report). */
  route: string;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/** Values a field might plausibly take: they get requests past the first checks. */
const PLAUSIBLE = fc.constantFrom(
  PROJECT_ID,
  ADDRESS,
  ADDRESS.toLowerCase(),
  'eip155:31337',
  'eip155:1',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  '31337',
  'usd',
  'metamask',
  'alice.walletport.id',
  `0x${'ab'.repeat(65)}`,
  'native',
  '1000000',
  'sandbox',
  'google',
  ALLOWED_ORIGIN,
  'a@example.com',
  '123456',
);

/** Text chosen to break things, each with the canary in it. */
const HOSTILE_TEXT = fc.oneof(
  fc.constantFrom(
    `${CANARY}\u0000`,
    `\u202e${CANARY}`,
    `${CANARY}\u2028\u2029`,
    `a\ud800${CANARY}`,
    `\udfff${CANARY}`,
    `../../etc/passwd${CANARY}`,
    `<script>alert(1)</script>${CANARY}`,
    `' OR 1=1; DROP TABLE wallets; --${CANARY}`,
    `\${jndi:ldap://x}${CANARY}`,
    `{{7*7}}${CANARY}`,
    `%00%E0%A4%A${CANARY}`,
    `${CANARY}\r\nSet-Cookie: x=1`,
    `\u200b\u2066${CANARY}\u2069`,
    `ＭｅｔａＭаsk${CANARY}`,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }).map((text) => `${text}${CANARY}`),
  fc.integer({ min: 100, max: 5_000 }).map((length) => `${'x'.repeat(length)}${CANARY}`),
);

const ODD_SCALARS = fc.constantFrom(
  '',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '0x',
  '99999999999999999999999999999',
  'true',
  'null',
  '__proto__',
  'constructor',
  '[]',
  '{}',
);

export const textArb = fc.oneof(
  { weight: 3, arbitrary: HOSTILE_TEXT },
  { weight: 2, arbitrary: PLAUSIBLE },
  { weight: 2, arbitrary: ODD_SCALARS },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

/** A JSON value of the wrong kind, or the right kind with a wrong value. */
const wrongValueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: textArb },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308) },
  { weight: 1, arbitrary: fc.array(textArb, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(textArb, textArb, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

function deepArray(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level += 1) value = [value];
  return value;
}

function nested(depth: number, open: string, close: string, inner = '0'): string {
  return `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
}

/** Body text for `shape`. */
function bodyArb(shape: RouteShape): fc.Arbitrary<string> {
  const fieldNames = shape.body.length > 0 ? fc.constantFrom(...shape.body) : textArb;
  const shaped = fc
    .dictionary(fieldNames, wrongValueArb, { minKeys: 1, maxKeys: Math.max(1, shape.body.length + 1) })
    .map((body) => JSON.stringify(body));
  const example = shape.example;
  const mutated =
    example === undefined
      ? shaped
      : fc
          .tuple(fc.nat(), wrongValueArb, fc.boolean(), fc.nat({ max: 2 }))
          .map(([pick, value, append, extra]) => {
            let body = mutate(example, pick, value, append);
            for (let round = 0; round < extra; round += 1)
              body = mutate(body, pick * 7 + round, value, !append);
            return JSON.stringify(body);
          });
  // One string of the plausible body gets a character the database refuses or a reader misreads, or
  // one value becomes deeply nested: the body still fits its schema, so the handler sees it.
  const poisoned =
    example === undefined
      ? shaped
      : fc
          .tuple(fc.nat(), fc.constantFrom('\u0000', '\ud800', '\udc00', '\u202e', '\u2028', 'DEEP'))
          .map(([pick, poison]) => {
            if (poison !== 'DEEP') return JSON.stringify(poisonString(example, pick, poison));
            return JSON.stringify(mutate(example, pick, deepArray(40 + (pick % 4_000)), false));
          });
  return fc.oneof(
    { weight: 4, arbitrary: poisoned },
    { weight: 8, arbitrary: mutated },
    { weight: 3, arbitrary: shaped },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '{',
        '{"a":',
        "{'a': 1}",
        '{"a": 1,}',
        'undefined',
        `{"a": "${CANARY}`,
        '\u0000',
        '{"message":"\\u0000"}',
        '{"message":"\\ud800"}',
        '{"__proto__": {"polluted": 1}}',
        '{"constructor": {"prototype": {"polluted": 1}}}',
        '{"a": 1, "a": 2}',
        '',
        ' ',
        '1e999999',
        '"\\uZZZZ"',
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(33, 500, 12_000, 100_000), fc.boolean(), fc.boolean())
        .map(([depth, arrays, closed]) => {
          const text = arrays ? nested(depth, '[', ']') : nested(depth, '{"a":', '}');
          return closed ? text : text.slice(0, text.length - 1);
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(60_000, 900_000, 1_100_000)
        .map((length) => JSON.stringify({ [shape.body[0] ?? 'value']: `${'y'.repeat(length)}${CANARY}` })),
    },
  );
}

/** A path segment: a plausible value or hostile text, escaped as a client would (or broken on purpose). */
const segmentArb = fc.oneof(
  { weight: 6, arbitrary: textArb.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%00', '..', '%2e%2e', ';x', '%FF', 'a%2Fb') },
  { weight: 1, arbitrary: fc.constantFrom('', '%20', 'x'.repeat(300)) },
);

function pathFor(route: ListedRoute): fc.Arbitrary<string> {
  const parts = route.path.split(/(:[A-Za-z0-9_]+|\*)/);
  return fc
    .tuple(...parts.map((part) => (part.startsWith(':') || part === '*' ? segmentArb : fc.constant(part))))
    .map((pieces) => {
      const path = pieces.join('');
      return path.startsWith('/') ? path : `/${path}`;
    });
}

function encodeQueryText(text: string): string {
  return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''));
}

function queryArb(shape: RouteShape): fc.Arbitrary<string> {
  const names = fc.constantFrom(...shape.query, 'projectId', 'x', '__proto__', 'a[b]');
  const pair = fc.oneof(
    { weight: 8, arbitrary: fc.tuple(names, textArb).map(([k, v]) => `${k}=${encodeQueryText(v)}`) },
    { weight: 1, arbitrary: fc.constantFrom('%', 'a=%E0%A4%A', '=', '&&', 'projectId', 'a=%00') },
  );
  return fc
    .tuple(fc.constantFrom('good', 'good', 'good', 'missing', 'hostile'), fc.array(pair, { maxLength: 5 }))
    .map(([project, pairs]) => {
      const head =
        project === 'good'
          ? [`projectId=${PROJECT_ID}`]
          : project === 'hostile'
            ? [`projectId=${encodeQueryText(CANARY)}`]
            : [];
      return [...head, ...pairs].join('&');
    });
}

const headerText = fc.oneof(
  PLAUSIBLE,
  fc.constantFrom(`${CANARY}`, `Bearer ${CANARY}`, 'x'.repeat(9_000), 'Ã¢â‚¬Â®', 'null'),
);

const CONTENT_TYPES = fc.constantFrom(
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  `application/${CANARY}`,
  'application/json;;;',
);

const headersArb = fc.record(
  {
    origin: fc.oneof(
      { weight: 6, arbitrary: fc.constant(ALLOWED_ORIGIN) },
      { weight: 2, arbitrary: fc.constant(FRAME_ORIGIN) },
      { weight: 2, arbitrary: fc.constantFrom('https://evil.example', 'null', CANARY, 'http://127.1:5173') },
    ),
    authorization: fc.oneof(
      fc.constantFrom('Bearer ', 'Bearer x', 'Basic YTpi', `Bearer ${'a'.repeat(64)}`),
      headerText.map((text) => `Bearer ${text}`),
    ),
    'content-type': fc.oneof(
      { weight: 7, arbitrary: fc.constant('application/json') },
      { weight: 3, arbitrary: CONTENT_TYPES },
    ),
    'x-request-id': headerText,
    'x-forwarded-for': fc.constantFrom('1.2.3.4', '::1', CANARY, '999.999.999.999'),
    accept: fc.constantFrom('*/*', 'text/html', 'application/json', CANARY),
    'access-control-request-method': fc.constantFrom('GET', 'PUT', 'DELETE', CANARY),
  },
  { requiredKeys: ['content-type'] },
);

/** One request for `route`: usually one of its methods, sometimes another. */
export function requestArb(route: ListedRoute, shape: RouteShape): fc.Arbitrary<FuzzRequest> {
  const method = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...route.methods) },
    { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
  );
  return fc
    .record({
      method,
      path: pathFor(route),
      query: queryArb(shape),
      headers: headersArb,
      body: fc.oneof({ weight: 12, arbitrary: bodyArb(shape) }, { weight: 1, arbitrary: fc.constant(null) }),
    })
    .map(({ method, path, query, headers, body }) => {
      const sendsBody = body !== null && method !== 'GET' && method !== 'HEAD';
      const cleanHeaders: Record<string, string> = {};
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) cleanHeaders[name] = value;
      if (!sendsBody) delete cleanHeaders['content-type'];
      return {
        method,
        url: `${path}${query === '' ? '' : `?${query}`}`,
        headers: cleanHeaders,
        ...(sendsBody ? { payload: body } : {}),
        route: route.path,
      };
    });
}

/** A path no route has, with hostile segments. */
export const strayRequestArb: fc.Arbitrary<FuzzRequest> = fc
  .tuple(fc.constantFrom(...METHODS), fc.array(segmentArb, { minLength: 1, maxLength: 4 }))
  .map(([method, segments]) => ({
    method,
    url: `/${segments.join('/')}`,
    headers: {},
    route: '(none)',
  }));
