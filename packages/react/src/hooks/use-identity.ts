'use client';
/**
 * useIdentity — the name and avatar the Walletport server knows for an address (GET /v1/identity,
 * cached 5 minutes per address in the instance's API client, so every caller shares one request).
 *
 *   const { name, avatar, loading } = useIdentity(address);
 *
 * Without a server (`apiUrl` unset), without an eip155 address, or when the lookup fails, name and avatar are
 * undefined and callers show the short address. A cached identity is read during render, so a
 * component mounted later (the Account view after the button) shows the name at once, without a flash.
 * The lookup runs in an effect, never during render or on a server. When the identity is asked again
 * (a name was registered, docs/names.md), every caller re-renders with the new one.
 */
import { useEffect, useState } from 'react';
import { useAppKitInstance } from '../context.js';

export interface UseIdentityReturn {
  name: string | undefined;
  avatar: string | undefined;
  /** True while the server is being asked about this address. */
  loading: boolean;
}

interface Loaded {
  address: string;
  name: string | undefined;
  avatar: string | undefined;
}

/** Names (ENS-style) belong to eip155 accounts; a Solana address has none there to ask about. */
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function useIdentity(account: string | undefined): UseIdentityReturn {
  const address = account !== undefined && EVM_ADDRESS.test(account) ? account : undefined;
  const blockchain = useAppKitInstance().services.api?.blockchain;
  const cached = address === undefined ? undefined : blockchain?.getCachedIdentity(address);
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const [, setRefreshes] = useState(0);

  useEffect(() => {
    if (blockchain === undefined || address === undefined) return;
    const key = address.toLowerCase();
    // The refreshed identity is in the cache the render reads; a re-render shows it.
    return blockchain.onIdentityChange((changed) => {
      if (changed === key) setRefreshes((count) => count + 1);
    });
  }, [blockchain, address]);

  useEffect(() => {
    if (blockchain === undefined || address === undefined) return;
    let current = true;
    blockchain.getIdentity(address).then(
      (identity) => {
        if (current)
          setLoaded({ address, name: identity.name ?? undefined, avatar: identity.avatar ?? undefined });
      },
      () => {
        // No identity is not an error the visitor needs to see: the address stands in for the name.
        if (current) setLoaded({ address, name: undefined, avatar: undefined });
      },
    );
    return () => {
      current = false;
    };
  }, [blockchain, address]);

  if (blockchain === undefined || address === undefined)
    return { name: undefined, avatar: undefined, loading: false };
  if (cached !== undefined)
    return { name: cached.name ?? undefined, avatar: cached.avatar ?? undefined, loading: false };
  // An answer for a previous address must not be shown for this one.
  if (loaded?.address === address) return { name: loaded.name, avatar: loaded.avatar, loading: false };
  return { name: undefined, avatar: undefined, loading: true };
}
