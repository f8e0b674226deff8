import { mnemonicToAccount } from 'viem/accounts';
import { farcasterPanel } from '../farcaster/farcaster-panel.js';
import { configStorageKey, resolvePageConfig } from '../inpage/config.js';
import { createSolanaSigner } from '../solana/signer.js';
import { devnetMnemonic } from '../wallet/accounts.js';
import { createDevWallet } from '../wallet/create-dev-wallet.js';
import { mountWcPage } from './page-view.js';
import { parseWcPageOptions } from './page-options.js';
import { createWalletClient } from './wallet-client.js';
import { createWcWallet } from './wc-wallet.js';
import { readSavedChainId, requestReset, resetIfRequested, saveChainId } from './wc-storage.js';

/** The devnet's Farcaster account the stack registers (tools/devnet, farcaster.ts): fid 1, custody account 6. */
const DEV_FARCASTER_ACCOUNT = { fid: 1, username: 'walletport-dev', accountIndex: 6 } as const;

/**
 * Starts the WalletConnect wallet page: devnet chains from the dev wallet's usual config (query parameter,
 * localStorage, defaults), the relay from ?relayUrl=, and pairs at once with ?uri=.
 */
export async function startWcPage(win: Window): Promise<void> {
  const doc = win.document;
  const storage = win.localStorage;
  const options = parseWcPageOptions(win.location.search);
  const resolved = resolvePageConfig({
    search: win.location.search,
    readStorage: () => storage.getItem(configStorageKey),
  });
  const warnings = [...options.warnings, ...resolved.warnings];
  await resetIfRequested(storage, win.indexedDB);

  const { config } = resolved;
  const wallet = createDevWallet({
    mnemonic: config.mnemonic ?? devnetMnemonic,
    accountCount: config.accountCount ?? 5,
    chains: config.chains,
    origin: win.location.origin,
    // Every WalletConnect request brings its own approver (requestAs); nothing uses the page's provider.
    approver: async () => false,
  });
  const savedChainId = readSavedChainId(
    storage,
    config.chains.map((chain) => chain.id),
  );
  if (savedChainId !== undefined) wallet.selectChain(savedChainId);
  wallet.subscribe((state) => saveChainId(storage, state.chainId));

  const client = await createWalletClient({ relayUrl: options.relayUrl, url: win.location.origin });
  // Solana requests sign with test account 0 and send to ?solanaRpcUrl= (default tools/solnet's port).
  const solana = createSolanaSigner({ rpcUrl: () => options.solanaRpcUrl });
  const wcWallet = createWcWallet(client, wallet, solana);
  await wcWallet.restore();
  const relayer = client.core.relayer;
  mountWcPage(doc, {
    wcWallet,
    wallet,
    farcaster: farcasterPanel(doc, {
      account: {
        ...DEV_FARCASTER_ACCOUNT,
        custody: mnemonicToAccount(config.mnemonic ?? devnetMnemonic, {
          addressIndex: DEV_FARCASTER_ACCOUNT.accountIndex,
        }),
        chainId: options.farcasterChainId,
      },
    }),
    relayUrl: options.relayUrl,
    warnings,
    onRelayStatus(listener) {
      const up = () => listener(true);
      const down = () => listener(false);
      relayer.on('relayer_connect', up);
      relayer.on('relayer_disconnect', down);
      listener(relayer.connected);
      return () => {
        relayer.off('relayer_connect', up);
        relayer.off('relayer_disconnect', down);
      };
    },
    onReset() {
      void wcWallet.disconnectAll().finally(() => {
        requestReset(storage);
        win.location.replace(win.location.pathname);
      });
    },
  });
  if (options.uri) await wcWallet.pair(options.uri);
}
