import { type ApprovalQueue, createApprovalQueue } from '../ui/approval-queue.js';
import { mountWalletPanel, type WalletPanel } from '../ui/panel.js';
import { devnetMnemonic } from '../wallet/accounts.js';
import { createDevWallet, type DevWallet } from '../wallet/create-dev-wallet.js';
import { announceProvider, type Eip6963ProviderInfo } from '../wallet/eip6963.js';
import { walletIconDataUri } from '../wallet/icon.js';
import { installSolanaWallet, type InstalledSolanaWallet } from './install-solana.js';
import {
  configQueryParameter,
  configScriptAttribute,
  configStorageKey,
  type PageWalletConfig,
  type ResolvedPageConfig,
  resolvePageConfig,
} from './config.js';
import { createRpcStatusMonitor, type RpcStatusMonitor } from './rpc-status.js';
import { createSessionStore } from './session-storage.js';
import { loadStackConfig, type StackConfigResult } from './stack-config-source.js';

export const devWalletRdns = 'dev.walletport.wallet';
export const devWalletName = 'Walletport Dev Wallet';

/** Where an installed wallet is kept on window, so a second install (extension + page script) is a no-op. */
export const installedWalletKey = '__walletportDevWallet';

export interface InstalledDevWallet {
  wallet: DevWallet;
  queue: ApprovalQueue;
  info: Eip6963ProviderInfo;
  config: PageWalletConfig;
  /** Whether the devnet answers at the URL the wallet uses, and where that URL came from. */
  rpcStatus: RpcStatusMonitor;
  /** The Wallet Standard Solana wallet beside the EVM provider, its signer and its RPC status. */
  solana: InstalledSolanaWallet;
  /** Stops announcing, removes the panel and window.ethereum (if it set it). */
  uninstall(): void;
}

export interface InstallDevWalletOptions {
  /** Use this config instead of reading the page's sources; its chains are final (no stack config). */
  config?: PageWalletConfig;
  /**
   * A running stack's RPC URLs, for a config that names no chains. Default: stack-config.json next to the
   * page script, or the extension's copy through its bridge (stack-config-source.ts).
   */
  stackConfig?: Promise<StackConfigResult>;
  /** fetch for RPC calls and the devnet check; default the page's own. */
  fetch?: typeof fetch;
}

type WalletWindow = Window & { ethereum?: unknown; [installedWalletKey]?: InstalledDevWallet };

/** A v4 UUID; crypto.randomUUID only exists in secure contexts, and a LAN http page is not one. */
function uuidV4(crypto: Crypto): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The config sources in words, for the panel's "RPC URLs from …". */
const sourceNames: Record<ResolvedPageConfig['source'], string> = {
  query: `the page's ${configQueryParameter} query parameter`,
  script: `the page script's ${configScriptAttribute}`,
  localStorage: `localStorage['${configStorageKey}']`,
  default: 'built-in defaults',
};

function readConfig(win: Window): { config: PageWalletConfig; chainsFrom?: string } {
  // Only set while a classic <script> runs (the page script); a content script has none.
  const script = win.document.currentScript;
  const { config, source, chainsGiven, warnings } = resolvePageConfig({
    search: win.location.search,
    readStorage: () => win.localStorage.getItem(configStorageKey),
    readScriptAttribute: () => script?.getAttribute(configScriptAttribute) ?? null,
  });
  for (const warning of warnings) console.warn(`[walletport dev wallet] ignored config from ${warning}`);
  if (source !== 'default') console.info(`[walletport dev wallet] using config from ${source}`);
  return chainsGiven ? { config, chainsFrom: sourceNames[source] } : { config };
}

const log = (text: string) => console.info(`[walletport dev wallet] ${text}`);

/**
 * Creates the wallet for this page, announces it (EIP-6963), sets window.ethereum if no other wallet has,
 * and shows the approval panel once the body exists (the content script runs at document_start).
 */
export function installDevWallet(win: Window, options: InstallDevWalletOptions = {}): InstalledDevWallet {
  const target = win as WalletWindow;
  const existing = target[installedWalletKey];
  if (existing) return existing;

  const { config, chainsFrom } = options.config
    ? { config: options.config, chainsFrom: 'the config given to installDevWallet' }
    : readConfig(win);
  // Chains named by the page win; otherwise follow a running stack's ports. The wallet starts on the
  // defaults at once (it must be announced before the page's scripts run) and holds RPC calls until then.
  const stackConfig = chainsFrom === undefined ? (options.stackConfig ?? loadStackConfig(win)) : undefined;
  const applied = stackConfig?.then((result) => {
    solana.applyStackConfig(result);
    if (result.found) {
      wallet.mergeChains(result.chains);
      rpcStatus.setSource(`npm start (${result.from})`);
      log(`using the stack's RPC URLs from ${result.from}`);
    } else {
      rpcStatus.setSource(`built-in defaults (no npm start config: ${result.reason})`);
      log(`no stack config (${result.reason}); using the built-in RPC URLs`);
    }
  });
  const rpcStatus = createRpcStatusMonitor({
    source: chainsFrom ?? 'built-in defaults',
    ready: applied,
    fetch: options.fetch,
  });

  const queue = createApprovalQueue();
  // A connected site stays connected across reloads, as with a real wallet (see session-storage.ts).
  const sessions = createSessionStore(
    () => win.localStorage,
    win.location.origin,
    (error) => console.warn('[walletport dev wallet] cannot remember the site connection', error),
  );
  const wallet = createDevWallet({
    mnemonic: config.mnemonic ?? devnetMnemonic,
    accountCount: config.accountCount ?? 5,
    chains: config.chains,
    approver: queue.approver,
    origin: win.location.origin,
    session: sessions.load(),
    onSessionChange: sessions.save,
    rpcReady: applied,
    fetch: rpcStatus.observedFetch,
  });
  rpcStatus.watch(wallet);
  // Declared after `applied` reads it: the stack config promise settles on a later tick at the earliest.
  const solana = installSolanaWallet(win, {
    queue,
    rpcReady: applied,
    fetch: options.fetch,
    source: applied
      ? 'built-in default (waiting for the npm start config)'
      : config.solana === undefined
        ? `built-in default (${chainsFrom} names the chains, so no npm start config is read)`
        : `${chainsFrom}`,
    ...(config.solana === undefined ? {} : { rpcUrl: config.solana.rpcUrl }),
  });
  const info: Eip6963ProviderInfo = {
    uuid: uuidV4(win.crypto),
    name: devWalletName,
    icon: walletIconDataUri(),
    rdns: devWalletRdns,
  };
  const stopAnnouncing = announceProvider(win, info, wallet.provider);

  // Only when nothing else claimed it: a real wallet extension in the same profile keeps window.ethereum,
  // and the dev wallet is still found through EIP-6963.
  let ownsWindowEthereum = false;
  if (config.setWindowEthereum !== false && target.ethereum === undefined) {
    Object.defineProperty(win, 'ethereum', { value: wallet.provider, configurable: true, enumerable: true });
    ownsWindowEthereum = true;
  }

  let panel: WalletPanel | undefined;
  const mount = () => {
    panel ??= mountWalletPanel({
      wallet,
      queue,
      document: win.document,
      collapsed: config.collapsed ?? false,
      rpcStatus,
      solana: solana.panelSource,
    });
  };
  if (win.document.readyState === 'loading')
    win.document.addEventListener('DOMContentLoaded', mount, { once: true });
  else mount();

  const installed: InstalledDevWallet = {
    wallet,
    queue,
    info,
    config,
    rpcStatus,
    solana,
    uninstall() {
      stopAnnouncing();
      solana.uninstall();
      rpcStatus.dispose();
      win.document.removeEventListener('DOMContentLoaded', mount);
      panel?.destroy();
      if (ownsWindowEthereum) delete target.ethereum;
      delete target[installedWalletKey];
    },
  };
  Object.defineProperty(win, installedWalletKey, { value: installed, configurable: true });
  return installed;
}
