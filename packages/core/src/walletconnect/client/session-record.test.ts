import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parsePeerMetadata,
  parseSessionNamespaces,
  parseSettleParams,
  parseStoredSession,
  requestedNamespaceKeys,
  type SessionRecord,
} from './session-record.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';
const KEY = (char: string) => char.repeat(64);

const eip155 = () => ({
  accounts: [`eip155:1:${ADDRESS}`, `eip155:10:${ADDRESS}`],
  chains: ['eip155:1', 'eip155:10'],
  methods: ['eth_sendTransaction', 'personal_sign'],
  events: ['chainChanged', 'accountsChanged'],
});

const metadata = () => ({
  name: 'Wallet',
  description: 'A wallet',
  url: 'https://wallet.example',
  icons: ['https://wallet.example/icon.png'],
});

const settle = () => ({
  relay: { protocol: 'irn' },
  namespaces: { eip155: eip155() },
  expiry: 1_900_000_000,
  controller: { publicKey: KEY('c'), metadata: metadata() },
});

const stored = (): SessionRecord => ({
  topic: KEY('a'),
  symKey: KEY('b'),
  expiry: 1_900_000_000,
  pairingTopic: KEY('d'),
  namespaces: { eip155: eip155() },
  requiredNamespaces: {},
  optionalNamespaces: {
    eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
  },
  peer: { publicKey: KEY('c'), metadata: metadata() },
  selfPublicKey: KEY('e'),
});

const withAccounts = (accounts: unknown) => ({ eip155: { ...eip155(), accounts } });

describe('parseSessionNamespaces', () => {
  it('keeps a well-formed namespace as sent', () => {
    expect(parseSessionNamespaces({ eip155: eip155() }, ['eip155'])).toEqual({ eip155: eip155() });
  });

  it('keeps only the namespaces the session asked for', () => {
    const value = { eip155: eip155(), solana: { accounts: [SOLANA], methods: [], events: [] } };
    expect(Object.keys(parseSessionNamespaces(value, ['eip155']) ?? {})).toEqual(['eip155']);
    expect(Object.keys(parseSessionNamespaces(value, ['solana']) ?? {})).toEqual(['solana']);
    expect(parseSessionNamespaces(value, ['cosmos'])).toBeUndefined();
    expect(parseSessionNamespaces({}, ['eip155'])).toBeUndefined();
  });

  it('accepts chain-specific keys (eip155:1) under their namespace', () => {
    const value = { 'eip155:1': { accounts: [`eip155:1:${ADDRESS}`], methods: [], events: [] } };
    expect(parseSessionNamespaces(value, ['eip155'])).toEqual(value);
  });

  it.each([
    ['an account in another namespace', [SOLANA]],
    ['an eip155 account under a look-alike namespace', [`eip1550:1:${ADDRESS}`]],
    ['a bare address', [ADDRESS]],
    ['a chain id, not an account', ['eip155:1']],
    ['an empty address', ['eip155:1:']],
    ['an uppercase namespace', [`EIP155:1:${ADDRESS}`]],
    ['markup in the address', ['eip155:1:<img src=x>']],
    ['a 129-character address', [`eip155:1:${'a'.repeat(129)}`]],
    ['a non-string account', [42]],
    ['accounts that are not an array', `eip155:1:${ADDRESS}`],
    ['missing accounts', undefined],
  ])('refuses %s', (_, accounts) => {
    expect(parseSessionNamespaces(withAccounts(accounts), ['eip155'])).toBeUndefined();
  });

  it('refuses huge arrays (more than 256 entries) and huge entries', () => {
    const many = Array.from({ length: 257 }, (_, index) => `eip155:${index + 1}:${ADDRESS}`);
    expect(parseSessionNamespaces(withAccounts(many), ['eip155'])).toBeUndefined();
    expect(parseSessionNamespaces(withAccounts(many.slice(0, 256)), ['eip155'])).toBeDefined();
    const methods = Array.from({ length: 257 }, (_, index) => `m${index}`);
    expect(parseSessionNamespaces({ eip155: { ...eip155(), methods } }, ['eip155'])).toBeUndefined();
    expect(
      parseSessionNamespaces({ eip155: { ...eip155(), events: ['e'.repeat(129)] } }, ['eip155']),
    ).toBeUndefined();
  });

  it.each([
    ['a chain in another form', ['1']],
    ['a chain with a path', ['eip155:1/2']],
    ['chains that are not an array', 'eip155:1'],
  ])('refuses %s', (_, chains) => {
    expect(parseSessionNamespaces({ eip155: { ...eip155(), chains } }, ['eip155'])).toBeUndefined();
  });

  it.each(['__proto__', 'EIP155', 'ab', 'toolongname', 'eip155:', 'eip155:1:2', 'constructor'])(
    'refuses the malformed key %j, even when not requested',
    (key) => {
      const value = JSON.parse(`{"eip155": ${JSON.stringify(eip155())}, ${JSON.stringify(key)}: {}}`);
      expect(parseSessionNamespaces(value, ['eip155'])).toBeUndefined();
    },
  );

  it.each([null, [], 'eip155', 42])('refuses %j as namespaces', (value) => {
    expect(parseSessionNamespaces(value, ['eip155'])).toBeUndefined();
  });

  it('drops duplicate entries and keeps absent chains absent', () => {
    const value = {
      eip155: { accounts: [`eip155:1:${ADDRESS}`, `eip155:1:${ADDRESS}`], methods: ['a', 'a'], events: [] },
    };
    const parsed = parseSessionNamespaces(value, ['eip155']);
    expect(parsed?.eip155).toEqual({ accounts: [`eip155:1:${ADDRESS}`], methods: ['a'], events: [] });
    expect(parsed?.eip155 && 'chains' in parsed.eip155).toBe(false);
  });

  it('property: whatever it keeps is requested, bounded and CAIP-10 in its own namespace', () => {
    const account = fc.oneof(
      fc.constantFrom(`eip155:1:${ADDRESS}`, SOLANA, ADDRESS, 'eip155:1', `cosmos:hub:${ADDRESS}`),
      fc.string({ maxLength: 40 }),
    );
    const namespace = fc.record(
      {
        accounts: fc.oneof(fc.array(account, { maxLength: 5 }), fc.anything()),
        chains: fc.oneof(
          fc.array(fc.constantFrom('eip155:1', 'solana:x', '1'), { maxLength: 3 }),
          fc.anything(),
        ),
        methods: fc.oneof(fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }), fc.anything()),
        events: fc.oneof(fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }), fc.anything()),
      },
      { requiredKeys: ['accounts', 'methods', 'events'] },
    );
    const key = fc.oneof(
      fc.constantFrom('eip155', 'solana', 'eip155:1', 'cosmos', 'Bad'),
      fc.string({ maxLength: 10 }),
    );
    const requested = fc.subarray(['eip155', 'solana', 'cosmos']);
    fc.assert(
      fc.property(fc.dictionary(key, namespace, { maxKeys: 4 }), requested, (value, asked) => {
        const parsed = parseSessionNamespaces(value, asked);
        if (parsed === undefined) return;
        expect(Object.keys(parsed).length).toBeGreaterThan(0);
        for (const [name, entry] of Object.entries(parsed)) {
          const prefix = name.split(':')[0] as string;
          expect(asked).toContain(prefix);
          expect(entry.accounts.length).toBeLessThanOrEqual(256);
          for (const item of entry.accounts) {
            expect(item).toMatch(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/);
            expect(item.startsWith(`${prefix}:`)).toBe(true);
          }
          for (const list of [entry.methods, entry.events, entry.chains ?? []]) {
            expect(list.every((item) => typeof item === 'string')).toBe(true);
          }
        }
      }),
    );
  });
});

describe('parsePeerMetadata', () => {
  it('keeps well-formed metadata', () => {
    expect(parsePeerMetadata(metadata())).toEqual(metadata());
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'blob:https://wallet.example/1',
    'file:///etc/passwd',
    'ipfs://bafy',
    '//wallet.example/icon.png',
    '/icon.png',
    42,
    null,
  ])('drops the non-http(s) URL %j from icons and url', (url) => {
    const parsed = parsePeerMetadata({ ...metadata(), url, icons: [url, 'http://wallet.example/a.png'] });
    expect(parsed.url).toBe('');
    expect(parsed.icons).toEqual(['http://wallet.example/a.png']);
  });

  it('keeps at most four icons and drops overlong URLs', () => {
    const icons = Array.from({ length: 10 }, (_, index) => `https://wallet.example/${index}.png`);
    expect(parsePeerMetadata({ icons }).icons).toEqual(icons.slice(0, 4));
    const long = `https://wallet.example/${'a'.repeat(2048)}`;
    expect(parsePeerMetadata({ icons: [long], url: long })).toMatchObject({ icons: [], url: '' });
  });

  it('clips and trims the texts, and replaces non-strings with empty ones', () => {
    const parsed = parsePeerMetadata({ name: `  ${'n'.repeat(300)}`, description: 'd'.repeat(1000) });
    expect(parsed.name).toBe('n'.repeat(128));
    expect(parsed.description).toHaveLength(512);
    expect(parsePeerMetadata({ name: { toString: () => 'x' }, description: 7 })).toMatchObject({
      name: '',
      description: '',
    });
  });

  it.each([undefined, null, 'wallet', [], 42])('gives empty metadata for %j', (value) => {
    expect(parsePeerMetadata(value)).toEqual({ name: '', description: '', url: '', icons: [] });
  });
});

describe('parseSettleParams', () => {
  it('reads a well-formed settlement', () => {
    expect(parseSettleParams(settle(), ['eip155'])).toEqual({
      namespaces: { eip155: eip155() },
      expiry: 1_900_000_000,
      controller: { publicKey: KEY('c'), metadata: metadata() },
    });
  });

  it('sanitises the controller metadata', () => {
    const value = settle();
    value.controller.metadata.icons = ['javascript:alert(1)'];
    expect(parseSettleParams(value, ['eip155'])?.controller.metadata.icons).toEqual([]);
  });

  it.each<[string, (value: ReturnType<typeof settle>) => unknown]>([
    ['no controller', ({ controller: _, ...rest }) => rest],
    ['a controller that is a string', (value) => ({ ...value, controller: KEY('c') })],
    ['no controller key', (value) => ({ ...value, controller: { metadata: metadata() } })],
    ['an uppercase controller key', (value) => ({ ...value, controller: { publicKey: KEY('C') } })],
    ['a short controller key', (value) => ({ ...value, controller: { publicKey: KEY('c').slice(2) } })],
    ['no expiry', ({ expiry: _, ...rest }) => rest],
    ['a string expiry', (value) => ({ ...value, expiry: '1900000000' })],
    ['a fractional expiry', (value) => ({ ...value, expiry: 1.5 })],
    ['an unsafe expiry', (value) => ({ ...value, expiry: 2 ** 53 })],
    ['no namespaces', ({ namespaces: _, ...rest }) => rest],
    [
      'only unrequested namespaces',
      (value) => ({ ...value, namespaces: { solana: { accounts: [SOLANA], methods: [], events: [] } } }),
    ],
    ['an account in another namespace', (value) => ({ ...value, namespaces: withAccounts([SOLANA]) })],
  ])('refuses a settlement with %s', (_, change) => {
    expect(parseSettleParams(change(settle()), ['eip155'])).toBeUndefined();
  });
});

describe('parseStoredSession', () => {
  it('reads back what was stored (through JSON)', () => {
    expect(parseStoredSession(JSON.parse(JSON.stringify(stored())))).toEqual(stored());
  });

  it('keeps only namespaces the stored proposal asked for', () => {
    const value = {
      ...stored(),
      namespaces: { ...stored().namespaces, solana: { accounts: [SOLANA], methods: [], events: [] } },
    };
    expect(Object.keys(parseStoredSession(value)?.namespaces ?? {})).toEqual(['eip155']);
    expect(parseStoredSession({ ...stored(), optionalNamespaces: {} })).toBeUndefined();
  });

  it.each<[string, Partial<Record<keyof SessionRecord, unknown>>]>([
    ['a bad topic', { topic: 'x' }],
    ['a bad key', { symKey: KEY('B') }],
    ['a bad own key', { selfPublicKey: undefined }],
    ['no pairing topic', { pairingTopic: 1 }],
    ['a string expiry', { expiry: '1' }],
    ['no peer', { peer: undefined }],
    ['a peer without key', { peer: { metadata: metadata() } }],
    ['bad required namespaces', { requiredNamespaces: [] }],
    [
      'bad optional namespaces',
      { optionalNamespaces: { eip155: { chains: ['1'], methods: [], events: [] } } },
    ],
    ['bad namespaces', { namespaces: withAccounts([SOLANA]) }],
  ])('drops a record with %s', (_, change) => {
    expect(parseStoredSession({ ...stored(), ...change })).toBeUndefined();
  });

  it('requestedNamespaceKeys joins required and optional namespaces, without chain suffixes', () => {
    expect(
      requestedNamespaceKeys(
        { eip155: { chains: [], methods: [], events: [] } },
        {
          'eip155:1': { chains: [], methods: [], events: [] },
          solana: { chains: [], methods: [], events: [] },
        },
      ),
    ).toEqual(['eip155', 'solana']);
  });
});

describe('properties: hostile input never throws', () => {
  const junk = fc.anything({
    withNullPrototype: true,
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
  });

  /** A valid value with one field (at any depth) replaced by junk. */
  const mutated = <T extends object>(valid: () => T) =>
    fc
      .tuple(fc.array(fc.string({ maxLength: 3 }), { minLength: 1, maxLength: 4 }), junk)
      .map(([path, replacement]) => {
        const value = valid() as Record<string, unknown>;
        let target: Record<string, unknown> = value;
        for (const step of path.slice(0, -1)) {
          const next = target[step];
          if (typeof next !== 'object' || next === null) break;
          target = next as Record<string, unknown>;
        }
        target[path[path.length - 1] as string] = replacement;
        return value;
      });

  it('parseSessionNamespaces, parseSettleParams, parsePeerMetadata, parseStoredSession', () => {
    fc.assert(
      fc.property(fc.oneof(junk, mutated(settle), mutated(stored), mutated(metadata)), (value) => {
        parseSessionNamespaces(value, ['eip155']);
        parseSettleParams(value, ['eip155']);
        const peer = parsePeerMetadata(value);
        expect(peer.icons.every((icon) => /^https?:/.test(icon))).toBe(true);
        parseStoredSession(value);
      }),
      { numRuns: 500 },
    );
  });

  it('a settlement field replaced by junk is either refused or still well-formed', () => {
    fc.assert(
      fc.property(mutated(settle), (value) => {
        const parsed = parseSettleParams(value, ['eip155']);
        if (parsed === undefined) return;
        expect(parsed.controller.publicKey).toMatch(/^[0-9a-f]{64}$/);
        expect(Number.isSafeInteger(parsed.expiry)).toBe(true);
        expect(Object.keys(parsed.namespaces)).toEqual(['eip155']);
      }),
      { numRuns: 500 },
    );
  });
});
