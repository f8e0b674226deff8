'use client';
import type { PlatformInfo } from '@walletport/core/internal';
import { useAppKitInstance } from '../context.js';

/**
 * Where the page runs, as the instance detected it once at creation (createAppKit) and handed to core.
 * Views read it here and never sniff the browser themselves, so the wallet list, the links and core's
 * rules (the mobile opening view, the single wallet-connect pairing) always agree.
 */
export function usePlatform(): Readonly<PlatformInfo> {
  return useAppKitInstance().platform;
}
