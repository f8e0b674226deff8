/**
 * The adapter against the real thing: the local Solana chain (litesvm behind JSON-RPC) on free ports, and
 * the dev wallet's Wallet Standard wallet registered in a page, with a scripted approver.
 */
import { getWallets } from '@wallet-standard/app';
import { createSolanaSigner, createStandardWallet, walletIconBase64DataUri } from '@walletport/dev-wallet';
import { localSolana, type SolanaCaipNetwork } from '@walletport/core/internal';
import { type Solnet, startSolnet } from '@walletport/solnet';
import { SolanaAdapter } from '../../src/index.js';

export interface TestChain {
  solnet: Solnet;
  network: SolanaCaipNetwork;
}

export async function startTestChain(): Promise<TestChain> {
  const solnet = await startSolnet({ port: 0 });
  return { solnet, network: localSolana({ port: solnet.port }) };
}

/** What the scripted visitor answers: approve everything unless told otherwise. */
export interface Approvals {
  answer: boolean;
  readonly asked: string[];
}

/** The dev wallet registered in this page (the caller stubs `window`), and an adapter on the chain. */
export function openWallet(chain: TestChain, approvals: Approvals) {
  const signer = createSolanaSigner({ rpcUrl: () => chain.solnet.rpcUrl });
  const controls = createStandardWallet({
    name: 'Walletport Dev Wallet',
    icon: walletIconBase64DataUri(),
    origin: 'http://127.0.0.1:5173',
    signer,
    approver: async (request) => {
      approvals.asked.push(request.kind);
      return approvals.answer;
    },
  });
  const unregister = getWallets().register(controls.wallet);
  const adapter = new SolanaAdapter({
    networks: [chain.network],
    tokens: [
      {
        caipNetworkId: chain.network.caipNetworkId,
        address: chain.solnet.mint,
        symbol: 'WPUSD',
        name: 'Walletport USD',
      },
    ],
  });
  return { signer, wallet: controls.wallet, adapter, unregister };
}
