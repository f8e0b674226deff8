/**
 * The in-page Solana wallet: a Wallet Standard wallet registered beside the EVM provider, asking through the
 * same approval queue and panel, remembering the site per origin, and sending to the stack's Solana RPC
 * (stack-config.json's `solana.rpcUrl`, else tools/solnet's default port).
 */
import { defaultSolanaRpcUrl, solnetDemoToken } from '../solana/chains.js';
import type { KnownToken } from '../solana/describe-transaction.js';
import { registerStandardWallet } from '../solana/register-wallet.js';
import { createSolanaSigner, type SolanaSigner } from '../solana/signer.js';
import { createSolanaSessionStore } from '../solana/solana-session.js';
import { createStandardWallet, type DevSolanaWallet } from '../solana/standard-wallet.js';
import type { ApprovalQueue } from '../ui/approval-queue.js';
import type { SolanaPanelSource } from '../ui/solana-section.js';
import { walletIconBase64DataUri } from '../wallet/icon.js';
import { createSolanaRpcStatusMonitor, type SolanaRpcStatusMonitor } from './solana-rpc-status.js';
import type { StackConfigResult } from './stack-config-source.js';

export const solanaWalletName = 'Walletport Dev Wallet';

export interface InstalledSolanaWallet {
  wallet: DevSolanaWallet;
  signer: SolanaSigner;
  rpcStatus: SolanaRpcStatusMonitor;
  panelSource: SolanaPanelSource;
  /** Takes the stack's Solana RPC URL and mint, when the stack config names them. */
  applyStackConfig(result: StackConfigResult): void;
  uninstall(): void;
}

export function installSolanaWallet(
  win: Window,
  options: {
    queue: ApprovalQueue;
    rpcReady?: Promise<unknown>;
    fetch?: typeof fetch;
    source: string;
    /** The Solana RPC the page config named (a test on free ports); else the built-in default. */
    rpcUrl?: string;
  },
): InstalledSolanaWallet {
  let tokens: KnownToken[] = [];
  const rpcStatus = createSolanaRpcStatusMonitor({
    url: options.rpcUrl ?? defaultSolanaRpcUrl,
    source: options.source,
    expected: options.rpcUrl !== undefined,
    fetch: options.fetch,
  });
  const signer = createSolanaSigner({
    rpcUrl: () => rpcStatus.get().url,
    rpcReady: options.rpcReady,
    fetch: options.fetch,
    tokens: () => tokens,
  });
  const sessions = createSolanaSessionStore(
    () => win.localStorage,
    win.location.origin,
    (error) => console.warn('[walletport dev wallet] cannot remember the Solana site connection', error),
  );
  const controls = createStandardWallet({
    name: solanaWalletName,
    icon: walletIconBase64DataUri(),
    origin: win.location.origin,
    signer,
    approver: options.queue.approver,
    sessions,
  });
  const unregister = registerStandardWallet(win, controls.wallet);
  if (!options.rpcReady) void rpcStatus.check();

  return {
    wallet: controls.wallet,
    signer,
    rpcStatus,
    panelSource: { signer, isConnected: controls.isConnected, subscribe: controls.subscribe, rpcStatus },
    applyStackConfig(result) {
      if (result.found && result.solana) {
        const { rpcUrl, mint } = result.solana;
        if (mint !== undefined && mint !== solnetDemoToken.mint) {
          tokens = [{ mint, symbol: solnetDemoToken.symbol, decimals: solnetDemoToken.decimals }];
        }
        rpcStatus.setUrl(rpcUrl, `npm start (${result.from})`);
      } else {
        const why = result.found ? `${result.from} names no Solana chain` : result.reason;
        rpcStatus.setUrl(defaultSolanaRpcUrl, `built-in default (no npm start Solana config: ${why})`, false);
      }
    },
    uninstall() {
      unregister();
      rpcStatus.dispose();
    },
  };
}
