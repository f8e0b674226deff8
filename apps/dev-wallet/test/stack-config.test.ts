import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  maxStackConfigLength,
  parseStackConfig,
  parseStackRpcUrl,
  StackConfigError,
  serializeStackConfig,
  stackConfigVersion,
} from '../src/inpage/stack-config.js';
import { fetchStackConfig, stackConfigUrlFor } from '../src/inpage/stack-config-source.js';

const chains = [
  { id: 31337, name: 'Walletport Devnet', rpcUrl: 'http://127.0.0.1:18545' },
  { id: 31338, name: 'Walletport Devnet 2', rpcUrl: 'http://127.0.0.1:18546' },
];
const text = (value: unknown) => JSON.stringify(value);
const withChains = (list: unknown) => text({ version: stackConfigVersion, chains: list });

function isControl(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/** What a valid RPC URL looks like: http(s) on this machine, any port that is not the scheme's default. */
const localRpcUrl = fc
  .record({
    scheme: fc.constantFrom('http', 'https'),
    host: fc.constantFrom('127.0.0.1', 'localhost'),
    port: fc.integer({ min: 1024, max: 65_535 }),
    path: fc.constantFrom('', '/rpc', '/v1/devnet'),
  })
  .map(({ scheme, host, port, path }) => `${scheme}://${host}:${port}${path}`);
const chainName = fc
  .string({ minLength: 1, maxLength: 64 })
  .filter((name) => name.trim() === name && name !== '' && [...name].every((c) => !isControl(c)));
const validChains = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    name: chainName,
    rpcUrl: localRpcUrl,
  }),
  { minLength: 1, maxLength: 16, selector: (chain) => chain.id },
);

describe('parseStackConfig', () => {
  it('reads what serializeStackConfig writes', () => {
    const written = serializeStackConfig(chains);
    expect(JSON.parse(written)).toEqual({ version: 1, chains });
    expect(parseStackConfig(written)).toEqual({ version: 1, chains });
    // The writer's pid is for the stack alone; the wallet reads the same chains with or without it.
    const signed = serializeStackConfig(chains, { pid: 4242 });
    expect(JSON.parse(signed)).toMatchObject({ pid: 4242 });
    expect(parseStackConfig(signed)).toEqual({ version: 1, chains });
  });

  it('carries each chain’s token contracts, checksummed, and leaves them out when there are none', () => {
    const wpt = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
    const written = serializeStackConfig([{ ...chains[0]!, tokens: [wpt] }, chains[1]!]);
    expect(parseStackConfig(written).chains).toEqual([{ ...chains[0], tokens: [wpt] }, chains[1]]);
    expect(
      parseStackConfig(withChains([{ ...chains[0], tokens: [wpt.toLowerCase()] }])).chains[0]?.tokens,
    ).toEqual([wpt]);
    for (const tokens of ['0x1', ['nope'], [wpt, wpt.toLowerCase()], Array.from({ length: 33 }, () => wpt)]) {
      expect(() => parseStackConfig(withChains([{ ...chains[0], tokens }]))).toThrow(StackConfigError);
    }
  });

  it('writes every URL in one spelling, the one the wallet then uses and shows', () => {
    const spelled = (rpcUrl: string) =>
      parseStackConfig(withChains([{ id: 1, name: 'a', rpcUrl }])).chains[0]!.rpcUrl;
    expect(spelled('http://127.0.0.1:18545/')).toBe('http://127.0.0.1:18545');
    expect(spelled('http://LOCALHOST:18545')).toBe('http://localhost:18545');
    expect(spelled('http://127.1:18545')).toBe('http://127.0.0.1:18545');
    expect(spelled('https://localhost:443/rpc')).toBe('https://localhost/rpc');
  });

  it.each([
    ['not json', 'not valid JSON'],
    ['[]', 'JSON object'],
    [text({ chains }), 'version undefined'],
    [text({ version: 2, chains }), 'version 2'],
    [withChains([]), 'array of 1 to 16'],
    [withChains(Array.from({ length: 17 }, (_, i) => ({ ...chains[0], id: i + 1 }))), 'array of 1 to 16'],
    [withChains([{ ...chains[0], id: '31337' }]), 'chains[0].id'],
    [withChains([{ ...chains[0], id: 31337.5 }]), 'chains[0].id'],
    [withChains([{ ...chains[0], id: 0 }]), 'chains[0].id'],
    [withChains([{ ...chains[0], id: 2 ** 53 }]), 'chains[0].id'],
    [withChains([{ ...chains[0], name: ' ' }]), 'chains[0].name'],
    [withChains([{ ...chains[0], name: 'a\nb' }]), 'chains[0].name'],
    [withChains([{ ...chains[0], rpcUrl: 'https://rpc.example.com' }]), 'on 127.0.0.1 or localhost'],
    [withChains([{ ...chains[0], rpcUrl: 'http://127.0.0.1.nip.io:8545' }]), 'on 127.0.0.1 or localhost'],
    [withChains([{ ...chains[0], rpcUrl: 'http://localhost.:8545' }]), 'on 127.0.0.1 or localhost'],
    [withChains([{ ...chains[0], rpcUrl: 'http://[::1]:8545' }]), 'on 127.0.0.1 or localhost'],
    [withChains([{ ...chains[0], rpcUrl: 'ws://127.0.0.1:8545' }]), 'http(s) URL'],
    [withChains([{ ...chains[0], rpcUrl: 'javascript:alert(1)' }]), 'http(s) URL'],
    [withChains([{ ...chains[0], rpcUrl: 'http://user:pw@127.0.0.1:8545' }]), 'credentials'],
    [withChains([{ ...chains[0], rpcUrl: 'http://127.0.0.1:8545/?key=1' }]), 'query'],
    [withChains([{ ...chains[0], rpcUrl: 8545 }]), 'chains[0].rpcUrl'],
    [withChains([chains[0], chains[0]]), 'distinct'],
  ])('refuses %s', (input, reason) => {
    expect(() => parseStackConfig(input)).toThrow(StackConfigError);
    expect(() => parseStackConfig(input)).toThrow(reason);
  });

  it('refuses text longer than any real config', () => {
    const padded = `${serializeStackConfig(chains)}${' '.repeat(maxStackConfigLength)}`;
    expect(() => parseStackConfig(padded)).toThrow('at most');
  });

  it('serializeStackConfig refuses what the wallet would refuse', () => {
    expect(() => serializeStackConfig([{ id: 1, name: 'x', rpcUrl: 'http://10.0.0.2:8545' }])).toThrow(
      StackConfigError,
    );
    expect(() => serializeStackConfig([])).toThrow(StackConfigError);
  });
});

describe('parseStackConfig (properties)', () => {
  it('round-trips any valid config', () => {
    fc.assert(
      fc.property(validChains, (list) => {
        const parsed = parseStackConfig(serializeStackConfig(list)).chains;
        expect(parsed.map(({ id, name }) => ({ id, name }))).toEqual(
          list.map(({ id, name }) => ({ id, name })),
        );
        // The spelling may change (https on 443 loses its port), never the place.
        parsed.forEach((chain, index) => {
          const before = new URL(list[index]!.rpcUrl);
          const after = new URL(chain.rpcUrl);
          expect([after.protocol, after.host, after.pathname]).toEqual([
            before.protocol,
            before.host,
            before.pathname,
          ]);
        });
      }),
    );
  });

  it('never accepts a URL off this machine', () => {
    const remote = fc.webUrl({ withQueryParameters: false, withFragments: false }).filter((url) => {
      const { hostname } = new URL(url);
      return hostname !== '127.0.0.1' && hostname !== 'localhost';
    });
    fc.assert(
      fc.property(remote, (rpcUrl) => {
        expect(() => parseStackRpcUrl(rpcUrl)).toThrow(StackConfigError);
      }),
      { numRuns: 200 },
    );
  });

  it('never accepts a scheme other than http(s)', () => {
    const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/).filter((s) => s !== 'http' && s !== 'https');
    fc.assert(
      fc.property(scheme, fc.integer({ min: 1, max: 65_535 }), (name, port) => {
        expect(() => parseStackRpcUrl(`${name}://127.0.0.1:${port}`)).toThrow(StackConfigError);
      }),
    );
  });

  it('never accepts a chain id that is not a positive safe integer', () => {
    const badId = fc.oneof(
      fc.integer({ max: 0 }),
      fc.double().filter((n) => !Number.isSafeInteger(n)),
      fc.string(),
      fc.boolean(),
      fc.constant(null),
      fc.integer({ min: 1 }).map((n) => [n]),
    );
    fc.assert(
      fc.property(badId, (id) => {
        expect(() => parseStackConfig(withChains([{ ...chains[0], id }]))).toThrow(StackConfigError);
      }),
    );
  });

  it('on any input either throws StackConfigError or returns only local http(s) URLs and integer ids', () => {
    const anyChain = fc.record(
      {
        id: fc.oneof(fc.integer(), fc.double(), fc.string()),
        name: fc.oneof(chainName, fc.string()),
        rpcUrl: fc.oneof(localRpcUrl, fc.webUrl(), fc.string(), fc.constant('http://127.0.0.1:8545#x')),
      },
      { requiredKeys: [] },
    );
    const input = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .record({ version: fc.constantFrom(1, 2, '1'), chains: fc.array(anyChain, { maxLength: 4 }) })
        .map(text),
    );
    fc.assert(
      fc.property(input, (candidate) => {
        let config: ReturnType<typeof parseStackConfig>;
        try {
          config = parseStackConfig(candidate);
        } catch (error) {
          return error instanceof StackConfigError;
        }
        return config.chains.every((chain) => {
          const url = new URL(chain.rpcUrl);
          return (
            Number.isSafeInteger(chain.id) &&
            chain.id > 0 &&
            ['http:', 'https:'].includes(url.protocol) &&
            ['127.0.0.1', 'localhost'].includes(url.hostname) &&
            url.search === '' &&
            url.hash === '' &&
            url.username === ''
          );
        });
      }),
      { numRuns: 500 },
    );
  });
});

describe('stackConfigUrlFor', () => {
  it('is stack-config.json next to the page script', () => {
    expect(stackConfigUrlFor('http://127.0.0.1:15174/dev-wallet.js')).toBe(
      'http://127.0.0.1:15174/stack-config.json',
    );
    expect(stackConfigUrlFor('http://localhost:3000/vendor/dev-wallet.js?v=2')).toBe(
      'http://localhost:3000/vendor/stack-config.json',
    );
    expect(stackConfigUrlFor('data:text/javascript,1')).toBeUndefined();
  });
});

describe('fetchStackConfig', () => {
  const url = 'http://127.0.0.1:15174/stack-config.json';
  const answering =
    (status: number, body: string): typeof fetch =>
    async () =>
      new Response(body, { status });

  it('returns the chains of a valid config and where they came from', async () => {
    expect(await fetchStackConfig(url, answering(200, serializeStackConfig(chains)))).toEqual({
      found: true,
      chains,
      from: url,
    });
  });

  it('reports, without throwing, a missing, refused, unreachable or silent config', async () => {
    expect(await fetchStackConfig(url, answering(404, 'Not found'))).toEqual({
      found: false,
      reason: `${url} answered HTTP 404`,
    });
    const refused = await fetchStackConfig(
      url,
      answering(200, withChains([{ id: 1, name: 'x', rpcUrl: 'http://evil.example' }])),
    );
    expect(refused).toMatchObject({
      found: false,
      reason: expect.stringContaining('on 127.0.0.1 or localhost'),
    });
    const unreachable = await fetchStackConfig(url, async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(unreachable).toEqual({ found: false, reason: `${url} could not be read (Failed to fetch)` });
    const silent: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    expect(await fetchStackConfig(url, silent, 50)).toMatchObject({ found: false });
  });
});
