import type { Connector, RouterView } from '@walletport/core/internal';
import { describe, expect, it } from 'vitest';
import { createTranslator, loadCatalogue } from '../../../src/i18n/index.js';
import { multiChainTarget } from '../../../src/views/connect/wallet-entries.js';
import { routeToWallet } from '../../../src/views/connect/wallet-route.js';
import { buildChainRows, namespaceLabelKey } from '../../../src/views/connecting-multi-chain/chain-rows.js';
import { DEV_EVM, DEV_SOLANA, DEV_WALLET, MULTI_CHAIN_ID } from './harness.js';

const merged: Connector = {
  id: MULTI_CHAIN_ID,
  name: DEV_WALLET,
  type: 'MULTI_CHAIN',
  chain: 'eip155',
  connectors: [DEV_EVM, DEV_SOLANA],
};

function recordingRouter() {
  const pushed: RouterView[] = [];
  return { pushed, router: { push: (view: RouterView) => void pushed.push(view) } };
}

describe('where a multi-chain wallet row goes', () => {
  it('to the chooser, or straight to the member of the namespace the modal is filtered to', () => {
    expect(multiChainTarget(merged, undefined)).toEqual({ kind: 'multiChain', connectorId: MULTI_CHAIN_ID });
    expect(multiChainTarget(merged, 'solana')).toEqual({ kind: 'connector', connectorId: DEV_SOLANA.id });
    expect(multiChainTarget(merged, 'cosmos')).toEqual({ kind: 'multiChain', connectorId: MULTI_CHAIN_ID });
  });

  it('routes a multi-chain target, and an AllWallets row naming a merged id, to ConnectingMultiChain', () => {
    const { pushed, router } = recordingRouter();
    routeToWallet(router, { kind: 'multiChain', connectorId: MULTI_CHAIN_ID }, DEV_WALLET, true);
    routeToWallet(router, { kind: 'connector', connectorId: MULTI_CHAIN_ID }, DEV_WALLET, false);
    routeToWallet(router, { kind: 'connector', connectorId: DEV_EVM.id }, DEV_WALLET, false);
    const chooser = {
      name: 'ConnectingMultiChain',
      params: { connectorId: MULTI_CHAIN_ID, walletName: DEV_WALLET },
    };
    expect(pushed).toEqual([
      chooser,
      chooser,
      { name: 'ConnectingExternal', params: { connectorId: DEV_EVM.id, walletName: DEV_WALLET } },
    ]);
  });
});

describe('the chooser rows', () => {
  it('one per member, with the namespace network and the connected mark of that very connector', () => {
    const network = { id: 1 } as never;
    const rows = buildChainRows(merged, {
      chains: { eip155: { caipNetworks: [network] } as never },
      currentConnectorIds: { eip155: 'someone-else', solana: DEV_SOLANA.id },
    });
    expect(rows.map((row) => [row.namespace, row.connector.id, row.network, row.connected])).toEqual([
      ['eip155', DEV_EVM.id, network, false],
      ['solana', DEV_SOLANA.id, undefined, true],
    ]);
  });

  it('names every known namespace in every locale, translated', async () => {
    const english = createTranslator('en');
    expect(namespaceLabelKey('near')).toBeUndefined();
    expect(namespaceLabelKey('toString')).toBeUndefined();
    for (const locale of ['es', 'fr', 'de', 'pt-BR', 'it', 'ja', 'ko', 'zh-CN', 'ru', 'tr', 'ar'] as const) {
      await loadCatalogue(locale);
      const t = createTranslator(locale);
      for (const key of ['multiChain.title', 'multiChain.subtitle', 'multiChain.connected'] as const) {
        expect(t(key), `${locale} ${key}`).not.toBe(english(key));
      }
      expect(t('multiChain.namespace.eip155')).toContain('EVM');
    }
  });
});
