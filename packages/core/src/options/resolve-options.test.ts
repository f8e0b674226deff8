import { describe, expect, it, vi } from 'vitest';
import { WalletportError } from '../errors/base.js';
import { mainnet } from '../networks/index.js';
import { InvalidOptionError } from './invalid-option-error.js';
import type { PageDocument } from './page-metadata.js';
import { resolveOptions } from './resolve-options.js';

const base = { projectId: 'demo-project', networks: [mainnet] };

function errorOf(run: () => unknown): InvalidOptionError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidOptionError);
    return error as InvalidOptionError;
  }
  throw new Error('expected resolveOptions to throw');
}

describe('resolveOptions: the projectId is required', () => {
  it.each([
    ['missing', { networks: [mainnet] }],
    ['undefined', { ...base, projectId: undefined }],
    ['null', { ...base, projectId: null }],
    ['empty', { ...base, projectId: '' }],
    ['blank', { ...base, projectId: '   ' }],
  ])('%s projectId fails with a clear error', (_, input) => {
    const error = errorOf(() => resolveOptions(input));
    expect(error.message).toMatch(/^`projectId` is required/);
    expect(error.code).toBe('PROJECT_ID_REQUIRED');
    expect(error.option).toBe('projectId');
  });

  it('no options object at all reads as a missing projectId', () => {
    for (const input of [undefined, null, 'demo', 42, [base]]) {
      expect(errorOf(() => resolveOptions(input)).code).toBe('PROJECT_ID_REQUIRED');
    }
  });

  it('a projectId with characters unsafe in URLs is refused, naming the option', () => {
    const error = errorOf(() => resolveOptions({ ...base, projectId: 'a b&c=d' }));
    expect(error.message).toBe("Invalid option `projectId`: expected 1 to 128 letters, digits, '-' or '_'");
    expect(errorOf(() => resolveOptions({ ...base, projectId: 7 })).message).toBe(
      'Invalid option `projectId`: expected a string, got a number',
    );
  });
});

describe("resolveOptions: siwx and siweConfig cannot both be set: 'Cannot set both `siweConfig` and `siwx` options'", () => {
  const siwx = {
    createMessage: () => undefined,
    addSession: () => undefined,
    revokeSession: () => undefined,
    setSessions: () => undefined,
    getSessions: () => undefined,
  };

  it('fails with the exact text', () => {
    const error = errorOf(() => resolveOptions({ ...base, siwx, siweConfig: {} }));
    expect(error.message).toBe('Cannot set both `siweConfig` and `siwx` options');
    expect(error.code).toBe('SIWE_AND_SIWX_BOTH_SET');
  });

  it('either one alone is fine, kept by reference and not frozen', () => {
    const siweConfig = { options: {} };
    expect(resolveOptions({ ...base, siwx }).siwx).toBe(siwx);
    expect(resolveOptions({ ...base, siweConfig }).siweConfig).toBe(siweConfig);
    expect(Object.isFrozen(siwx)).toBe(false);
  });

  it('a siwx object without the SIWX methods is refused, naming the missing one', () => {
    const { getSessions: _, ...incomplete } = siwx;
    expect(errorOf(() => resolveOptions({ ...base, siwx: incomplete })).message).toBe(
      'Invalid option `siwx`: is missing the method `getSessions`',
    );
    expect(errorOf(() => resolveOptions({ ...base, siwx: 'yes' })).option).toBe('siwx');
  });
});

describe('resolveOptions: defaults', () => {
  const resolved = resolveOptions(base);

  it('themeMode defaults to dark', () => {
    expect(resolved.themeMode).toBe('dark');
    expect(resolved.themeVariables).toEqual({});
  });

  it("Coinbase connector on by default with preference 'all'", () => {
    expect(resolved.enableCoinbase).toBe(true);
    expect(resolved.coinbasePreference).toBe('all');
  });

  it('wallet sources, reconnect and network switching are on; embedded mode, unsupported chains, debug are off', () => {
    expect(resolved).toMatchObject({
      enableWalletConnect: true,
      enableInjected: true,
      enableEIP6963: true,
      enableWallets: true,
      enableReconnect: true,
      enableNetworkSwitch: true,
      enableWalletGuide: true,
      enableAuthLogger: true,
      allWallets: 'SHOW',
      enableEmbedded: false,
      allowUnsupportedChain: false,
      disableAppend: false,
      debug: false,
    });
  });

  it('without apiUrl there is no server (features fall back), no relay and no fixed locale', () => {
    expect(resolved.apiUrl).toBeUndefined();
    expect(resolved.relayUrl).toBeUndefined();
    expect(resolved.locale).toBeUndefined();
  });

  it('lists and maps default to empty', () => {
    expect(resolved).toMatchObject({
      adapters: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      featuredWalletIds: [],
      customWallets: [],
      tokens: {},
      customRpcUrls: {},
      chainImages: {},
      connectorImages: {},
    });
  });

  it('account type defaults: eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment', () => {
    expect(resolved.defaultAccountTypes).toMatchObject({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    });
  });

  it('explicit values win over the defaults', () => {
    const chosen = resolveOptions({
      ...base,
      themeMode: 'light',
      enableInjected: false,
      allWallets: 'ONLY_MOBILE',
      coinbasePreference: 'smartWalletOnly',
      debug: true,
    });
    expect(chosen).toMatchObject({
      themeMode: 'light',
      enableInjected: false,
      allWallets: 'ONLY_MOBILE',
      coinbasePreference: 'smartWalletOnly',
      debug: true,
    });
  });
});

describe('resolveOptions: frozen', () => {
  it('the result and its data are frozen; the input is not', () => {
    const input = { ...base, networks: [{ ...mainnet }], features: { socials: ['x' as const] } };
    const resolved = resolveOptions(input);
    expect(Object.isFrozen(resolved)).toBe(true);
    expect(Object.isFrozen(resolved.features)).toBe(true);
    expect(Object.isFrozen(resolved.features.socials)).toBe(true);
    expect(Object.isFrozen(resolved.networks)).toBe(true);
    expect(Object.isFrozen(resolved.networks[0])).toBe(true);
    expect(Object.isFrozen(input.features)).toBe(false);
    expect(Object.isFrozen(input.networks[0])).toBe(false);
  });

  it('adapters are kept by reference and stay mutable (they hold live state)', () => {
    const adapter = { namespace: 'eip155', state: 0 };
    const resolved = resolveOptions({ ...base, adapters: [adapter] });
    expect(resolved.adapters[0]).toBe(adapter);
    expect(Object.isFrozen(adapter)).toBe(false);
    expect(Object.isFrozen(resolved.adapters)).toBe(true);
  });
});

describe('resolveOptions: errors', () => {
  it('every invalid option raises a WalletportError of category VALIDATION_ERROR naming the option', () => {
    const error = errorOf(() => resolveOptions({ ...base, themeMode: 'blue' }));
    expect(error).toBeInstanceOf(WalletportError);
    expect(error.message).toBe("Invalid option `themeMode`: expected 'light' or 'dark'");
    expect(error.option).toBe('themeMode');
    expect(error.category).toBe('VALIDATION_ERROR');
    expect(error.code).toBe('INVALID_OPTION');
  });

  it.each([
    [{ debug: 'yes' }, 'Invalid option `debug`: expected true or false, got a string'],
    [{ allWallets: 'ALL' }, "Invalid option `allWallets`: expected one of 'SHOW', 'HIDE', 'ONLY_MOBILE'"],
    [{ includeWalletIds: ['ok', ''] }, 'Invalid option `includeWalletIds[1]`: must not be empty'],
    [{ featuredWalletIds: 'abc' }, 'Invalid option `featuredWalletIds`: expected a list, got a string'],
    [{ relayUrl: 'https://relay.example' }, 'Invalid option `relayUrl`: expected a ws:// or wss:// URL'],
    [{ locale: 'en_US' }, "Invalid option `locale`: expected a BCP 47 language tag such as 'en' or 'pt-BR'"],
    [
      { defaultAccountTypes: { solana: 'smartAccount' } },
      "Invalid option `defaultAccountTypes.solana`: expected 'eoa'",
    ],
  ])('%j → %s', (patch, message) => {
    expect(errorOf(() => resolveOptions({ ...base, ...patch })).message).toBe(message);
  });

  it('an unknown namespace in defaultAccountTypes is named', () => {
    expect(
      errorOf(() => resolveOptions({ ...base, defaultAccountTypes: { near: 'eoa' } })).message,
    ).toContain('"near"');
  });
});

describe('resolveOptions: ignored options', () => {
  it('warns about unknown options, unsupported AppKit options and unknown features, and drops them', () => {
    const warn = vi.fn();
    const resolved = resolveOptions(
      { ...base, colour: 'red', manualWCControl: true, features: { headless: true } },
      { warn },
    );
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Unknown option `colour` is ignored',
      'Option `manualWCControl` is not supported by Walletport and is ignored',
      'Unknown feature `features.headless` is ignored',
    ]);
    expect(resolved).not.toHaveProperty('colour');
    expect(resolved.features).not.toHaveProperty('headless');
  });

  it('without a warn function ignored options are dropped silently', () => {
    expect(() => resolveOptions({ ...base, colour: 'red' })).not.toThrow();
  });
});

describe('resolveOptions: metadata (read from the page when not supplied)', () => {
  function page(): PageDocument & { reads: number } {
    const document = {
      reads: 0,
      title: 'Page title',
      baseURI: 'https://dapp.example/',
      location: { origin: 'https://dapp.example', href: 'https://dapp.example/' },
      querySelector: () => ({ getAttribute: () => 'Page description' }),
      querySelectorAll: () => {
        document.reads += 1;
        return [{ getAttribute: () => '/icon.png' }];
      },
    };
    return document;
  }

  it('reads the page for metadata the app did not supply', () => {
    const resolved = resolveOptions({ ...base, metadata: { name: 'My dApp' } }, { document: page() });
    expect(resolved.metadata).toEqual({
      name: 'My dApp',
      description: 'Page description',
      url: 'https://dapp.example',
      icons: ['https://dapp.example/icon.png'],
    });
  });

  it('does not touch the page when the app supplied everything', () => {
    const document = page();
    const metadata = { name: 'A', description: 'B', url: 'https://a.example', icons: [] };
    expect(resolveOptions({ ...base, metadata }, { document }).metadata).toEqual(metadata);
    expect(document.reads).toBe(0);
  });

  it('is undefined on a server with no metadata supplied', () => {
    expect(resolveOptions(base).metadata).toBeUndefined();
  });

  it('metadata.url and icons must be http(s) (icons may also be base64 raster images)', () => {
    expect(errorOf(() => resolveOptions({ ...base, metadata: { url: 'javascript:alert(1)' } })).option).toBe(
      'metadata.url',
    );
    expect(errorOf(() => resolveOptions({ ...base, metadata: { icons: ['data:text/html,x'] } })).option).toBe(
      'metadata.icons[0]',
    );
    const icon = 'data:image/png;base64,iVBORw0KGgo=';
    expect(resolveOptions({ ...base, metadata: { icons: [icon] } }).metadata?.icons).toEqual([icon]);
  });
});
