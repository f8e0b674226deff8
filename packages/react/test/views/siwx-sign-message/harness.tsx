/**
 * A real Walletport instance with SIWX for the sign view and Account tests (see ../app-kit-harness.tsx):
 * createLocalSiwx on a memory storage, and a wallet whose signatures (and the config's message
 * creation) can be held or failed per test.
 */
import { act } from '@testing-library/react';
import {
  type AppKitOptions,
  type ChainAdapter,
  createMemoryStorage,
  type SiwxConfig,
} from '@walletport/core';
import { createLocalSiwx } from '@walletport/core/siwx';
import type { TestAdapter } from '../../../../core/test/connection/test-adapter.js';
import {
  createTestWallet,
  type MountedAppKit,
  mountAppKit,
  type Scripted,
  scripted,
  settle,
} from '../app-kit-harness.js';

export { ADDRESS, settle, teardown } from '../app-kit-harness.js';

export const DOMAIN = 'shop.example';

/** Calls of one async function that answer at once, or wait (`hold`) or fail (`fail(error, 1)`). */
export type Gate<Params> = Scripted<Params, void>;

export interface SiwxHarness extends MountedAppKit {
  adapter: TestAdapter;
  config: SiwxConfig;
  /** The wallet's signature requests. */
  signing: Gate<{ message: string; address: string }>;
  /** The config's createMessage calls. */
  creating: Gate<{ chainId: string; accountAddress: string }>;
  /** Connects the test wallet on mainnet and lets the sign-in request that follows settle. */
  connect(): Promise<void>;
}

export interface SiwxHarnessOptions {
  required?: boolean;
  /** Replaces the local config's addSession (e.g. a server that refuses). */
  addSession?: SiwxConfig['addSession'];
  /** Leave SIWX out entirely. */
  noSiwx?: boolean;
  options?: Partial<AppKitOptions>;
}

export function createSiwxHarness(options: SiwxHarnessOptions = {}): SiwxHarness {
  const adapter = createTestWallet();
  const signing = scripted<{ message: string; address: string }, void>(undefined);
  const creating = scripted<{ chainId: string; accountAddress: string }, void>(undefined);
  const wallet: ChainAdapter = {
    ...adapter,
    getBalance: async () => ({ balance: '1', symbol: 'ETH' }),
    async signMessage(params) {
      await signing.run({ message: params.message, address: params.address });
      return `0x${'ab'.repeat(65)}`;
    },
  };
  const local = createLocalSiwx({
    domain: DOMAIN,
    uri: `https://${DOMAIN}`,
    statement: 'Sign in to the shop.',
    required: options.required === true,
    storage: createMemoryStorage(),
  });
  const config: SiwxConfig = {
    ...local,
    async createMessage(input) {
      await creating.run(input);
      return local.createMessage(input);
    },
    ...(options.addSession ? { addSession: options.addSession } : {}),
  };
  const mounted = mountAppKit(adapter, wallet, {
    metadata: { name: 'Shop', description: 'A shop', url: `https://${DOMAIN}`, icons: [] },
    ...(options.noSiwx ? {} : { siwx: config }),
    ...options.options,
  });
  return {
    ...mounted,
    adapter,
    config,
    signing,
    creating,
    async connect() {
      await mounted.connect();
      // The SIWX flow is its own chunk, imported when the first account connects; wait for that load
      // (real module loading, so the first test of a file takes longer), then one more round for the
      // sign-in request it starts.
      const siwx = mounted.instance.services.siwx as { preload?: () => Promise<void> } | undefined;
      await act(async () => {
        await siwx?.preload?.();
      });
      await act(settle);
    },
  };
}
