// Shared by the server (layout.tsx reads the cookie state with it) and the client: no 'use client' here.
import { cookieStorage, createStorage } from '@wagmi/core';
import { WagmiAdapter } from '@walletport/adapter-evm';
import { type AppKitNetwork, defineChain } from '@walletport/react/networks';

function devnet(id: number, name: string, rpcUrl: string | undefined): AppKitNetwork {
  if (rpcUrl === undefined) throw new Error(`NEXT_PUBLIC_RPC_URL for chain ${id} is not set`);
  return defineChain({
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  });
}

export const projectId = process.env.NEXT_PUBLIC_PROJECT_ID ?? '';
export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [
  devnet(31337, 'Walletport Devnet', process.env.NEXT_PUBLIC_RPC_URL_1),
  devnet(31338, 'Walletport Devnet 2', process.env.NEXT_PUBLIC_RPC_URL_2),
];

export const wagmiAdapter = new WagmiAdapter({
  storage: createStorage({ storage: cookieStorage }),
  ssr: true,
  projectId,
  networks,
});
