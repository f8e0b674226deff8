/**
 * The public surface of @walletport/core. The root entry is small and documented (docs/core.md "Public
 * API"); everything else Walletport's packages share is `@walletport/core/internal`. The list below pins
 * every root name, types included, so growing the public API is a deliberate edit here and in the docs.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';

const ROOT_EXPORTS = [
  // The instance.
  'createAppKitCore',
  'AppKitAccountSnapshot',
  'AppKitCore',
  'AppKitCoreEnvironment',
  'AppKitCoreLogger',
  'AppKitEventRecord',
  'AppKitNetworkSnapshot',
  'AppKitPublicState',
  // Options.
  'InvalidOptionError',
  'AllWalletsOption',
  'AppKitOptions',
  'CoinbasePreference',
  'ConnectMethod',
  'CustomRpcUrl',
  'CustomWallet',
  'FeaturesInput',
  'Metadata',
  'NetworkInput',
  'TokenOption',
  'TokensOption',
  'WalletFeature',
  // Opening the modal.
  'IMPLEMENTED_VIEW_NAMES',
  'ImplementedViewName',
  'OpenableView',
  'OpenOptions',
  'RouterView',
  'ViewName',
  // What the instance reports.
  'AccountStatus',
  'ConnectedWalletInfo',
  'WalletportEventMap',
  'WalletportEventName',
  'ConnectorType',
  'ThemeMode',
  'ThemeVariables',
  'ThemeVariablesInput',
  // Networks.
  'ALL_NETWORKS',
  'EVM_MAINNETS',
  'EVM_TESTNETS',
  'SOLANA_NETWORKS',
  'LOCAL_DEVNETS',
  'arbitrum',
  'arbitrumSepolia',
  'aurora',
  'avalanche',
  'base',
  'baseSepolia',
  'berachain',
  'blast',
  'bsc',
  'celo',
  'fantom',
  'gnosis',
  'kaia',
  'linea',
  'mainnet',
  'mantle',
  'optimism',
  'optimismSepolia',
  'polygon',
  'polygonAmoy',
  'scroll',
  'sepolia',
  'solana',
  'solanaDevnet',
  'solanaTestnet',
  'walletportDevnet',
  'walletportDevnet2',
  'zksync',
  'zora',
  'defineCaipNetwork',
  'localDevnet',
  'localSolana',
  'getNetworkByCaipId',
  'getNetworkById',
  'getNetworkName',
  'CaipNetwork',
  'CaipNetworkDefinition',
  'EvmCaipNetwork',
  'LocalDevnetOptions',
  'NativeCurrency',
  'SolanaCaipNetwork',
  // CAIP ids.
  'buildCaipAddress',
  'buildCaipNetworkId',
  'CHAIN_NAMESPACES',
  'InvalidCaipAddressError',
  'InvalidCaipNetworkIdError',
  'isCaipAddress',
  'isCaipNetworkId',
  'isKnownNamespace',
  'parseCaipAddress',
  'parseCaipNetworkId',
  'CaipAddress',
  'CaipNetworkId',
  'ChainNamespace',
  'ParsedCaipAddress',
  'ParsedCaipNetworkId',
  // Errors.
  'WalletportError',
  'WalletRpcError',
  'UserRejectedRequestError',
  'isUserRejection',
  'parseWalletError',
  'ErrorCategory',
  'SerializedError',
  'WalletportErrorOptions',
  // The adapter contract.
  'hasCapability',
  'switchWithAddFallback',
  'SwitchWithAddFallbackParams',
  'AccountType',
  'AdapterAccount',
  'AdapterCapabilities',
  'AdapterConnector',
  'AdapterEvents',
  'BalanceResult',
  'CapabilityName',
  'ChainAdapter',
  'ConnectParams',
  'ConnectResult',
  'EstimateFeeParams',
  'SendTransactionParams',
  'UniversalProviderHandle',
  'UniversalProviderLike',
  'UniversalSessionLike',
  'UniversalSessionNamespace',
  'WalletRequest',
  'WalletRequestListener',
  // Storage backends.
  'createCookieStorage',
  'createLocalStorage',
  'createMemoryStorage',
  'createServerCookieJar',
  'CookieJar',
  'CookieStorageOptions',
  'LocalStorageOptions',
  'ServerCookieJar',
  'StorageBackend',
  'StoredSession',
  'SyncStorageBackend',
  // Sign in with X.
  'LocalSiwxOptions',
  'ServerSiwxOptions',
  'SiwxConfig',
  'SiwxMessage',
  'SiwxMessageData',
  'SiwxSession',
  // Formatters.
  'formatBalance',
  'formatUnits',
  'parseUnits',
  'truncateAddress',
  'FormatBalanceOptions',
  'TruncateAddressOptions',
];

const coreSrc = fileURLToPath(new URL('../src/', import.meta.url));

/** Every name an entry file exports, types included, as the compiler sees it. */
function exportedNames(entry: string): string[] {
  const file = `${coreSrc}${entry}`;
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const symbol = source ? checker.getSymbolAtLocation(source) : undefined;
  if (!symbol) throw new Error(`cannot read ${entry}`);
  return checker.getExportsOfModule(symbol).map((exported) => exported.name);
}

describe('@walletport/core public API', () => {
  it('the root exports exactly the documented names, types included (change this list deliberately)', () => {
    expect(exportedNames('index.ts').sort()).toEqual([...ROOT_EXPORTS].sort());
  });

  it('every root name is documented in docs/core.md', () => {
    const docs = readFileSync(new URL('../../../docs/core.md', import.meta.url), 'utf8');
    // `name`, or the start of a call or generic written in code: `createAppKitCore(options)`.
    const undocumented = ROOT_EXPORTS.filter((name) => !new RegExp(`\`${name}[\`(<]`).test(docs));
    expect(undocumented).toEqual([]);
  });

  it('@walletport/core/internal re-exports the root: the same values under the same names', async () => {
    const root = (await import('@walletport/core')) as Record<string, unknown>;
    const internal = (await import('@walletport/core/internal')) as Record<string, unknown>;
    for (const name of Object.keys(root)) expect(internal[name], name).toBe(root[name]);
    expect(Object.keys(internal).length).toBeGreaterThan(Object.keys(root).length);
  });

  it('does no work at import: no fetch, storage, DOM, timers or randomness', async () => {
    vi.resetModules();
    const touched: string[] = [];
    const trap = (name: string) =>
      new Proxy(() => {}, {
        get: () => {
          touched.push(name);
          return undefined;
        },
        apply: () => {
          touched.push(name);
        },
      });
    const globals = ['fetch', 'localStorage', 'sessionStorage', 'document', 'window', 'navigator'] as const;
    for (const name of globals) vi.stubGlobal(name, trap(name));
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const randomSpy = vi.spyOn(Math, 'random');
    try {
      // resetModules above makes these imports evaluate every core module again.
      await import('@walletport/core');
      await import('@walletport/core/internal');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(touched).toEqual([]);
    expect(setTimeoutSpy).not.toHaveBeenCalled();
    expect(setIntervalSpy).not.toHaveBeenCalled();
    expect(randomSpy).not.toHaveBeenCalled();
  });
});
