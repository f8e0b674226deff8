import { type ApprovalQueue, createApprovalQueue } from '../ui/approval-queue.js';
import { mountWalletPanel, type WalletPanel } from '../ui/panel.js';
import { devnetMnemonic } from '../wallet/accounts.js';
import { createDevWallet, type DevWallet } from '../wallet/create-dev-wallet.js';
import { announceProvider, type Eip6963ProviderInfo } from '../wallet/eip6963.js';
import { walletIconDataUri } from '../wallet/icon.js';
import {
  configScriptAttribute,
  configStorageKey,
  type PageWalletConfig,
  resolvePageConfig,
} from './config.js';
import { createSessionStore } from './session-storage.js';

export const devWalletRdns = 'dev.walletport.wallet';
export const devWalletName = 'Walletport Dev Wallet';

/** Where an installed wallet is kept on window, so a second install (extension + page script) is a no-op. */
export const installedWalletKey = '__walletportDevWallet';

export interface InstalledDevWallet {
  wallet: DevWallet;
  queue: ApprovalQueue;
  info: Eip6963ProviderInfo;
  config: PageWalletConfig;
  /** Stops announcing, removes the panel and window.ethereum (if it set it). */
  uninstall(): void;
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

function readConfig(win: Window): PageWalletConfig {
  // Only set while a classic <script> runs (the page script); a content script has none.
  const script = win.document.currentScript;
  const { config, source, warnings } = resolvePageConfig({
    search: win.location.search,
    readStorage: () => win.localStorage.getItem(configStorageKey),
    readScriptAttribute: () => script?.getAttribute(configScriptAttribute) ?? null,
  });
  for (const warning of warnings) console.warn(`[walletport dev wallet] ignored config from ${warning}`);
  if (source !== 'default') console.info(`[walletport dev wallet] using config from ${source}`);
  return config;
}

/**
 * Creates the wallet for this page, announces it (EIP-6963), sets window.ethereum if no other wallet has,
 * and shows the approval panel once the body exists (the content script runs at document_start).
 */
export function installDevWallet(
  win: Window,
  config: PageWalletConfig = readConfig(win),
): InstalledDevWallet {
  const target = win as WalletWindow;
  const existing = target[installedWalletKey];
  if (existing) return existing;

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
    uninstall() {
      stopAnnouncing();
      win.document.removeEventListener('DOMContentLoaded', mount);
      panel?.destroy();
      if (ownsWindowEthereum) delete target.ethereum;
      delete target[installedWalletKey];
    },
  };
  Object.defineProperty(win, installedWalletKey, { value: installed, configurable: true });
  return installed;
}
