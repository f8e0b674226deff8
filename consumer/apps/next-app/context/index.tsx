'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppKitProvider, createAppKit } from '@walletport/react';
import type { ReactNode } from 'react';
import { type Config, cookieToInitialState, WagmiProvider } from 'wagmi';
import { networks, projectId, wagmiAdapter } from '../config';

const queryClient = new QueryClient();

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  apiUrl: process.env.NEXT_PUBLIC_WALLETPORT_API_URL,
  relayUrl: process.env.NEXT_PUBLIC_RELAY_URL,
  metadata: {
    name: 'Next.js app',
    description: 'A Next.js App Router app using Walletport from its npm tarballs',
    url: 'http://127.0.0.1',
    icons: [],
  },
  features: { analytics: false, email: false, socials: false },
});

export default function ContextProvider({
  children,
  cookies,
}: {
  children: ReactNode;
  cookies: string | null;
}) {
  const initialState = cookieToInitialState(wagmiAdapter.wagmiConfig as Config, cookies);
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig as Config} initialState={initialState}>
      <QueryClientProvider client={queryClient}>
        {/* Walletport's own state for the server render, read from the same request cookies. */}
        <AppKitProvider cookies={cookies}>{children}</AppKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}
