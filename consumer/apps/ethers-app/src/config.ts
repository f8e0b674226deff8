// The app's AppKit configuration, as an AppKit ethers app writes it; only the import paths name Walletport.
// The URLs come from the environment the consumer suite writes into .env.local for this run's stack.
import { type AppKitNetwork, defineChain } from '@walletport/react/networks';

const env = import.meta.env;

function devnet(id: number, name: string, rpcUrl: string): AppKitNetwork {
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

export const projectId: string = env.VITE_PROJECT_ID;
export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [
  devnet(31337, 'Walletport Devnet', env.VITE_RPC_URL_1),
  devnet(31338, 'Walletport Devnet 2', env.VITE_RPC_URL_2),
];
