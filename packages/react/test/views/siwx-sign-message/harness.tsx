/**
 * A real Walletport instance with SIWX for the sign view and Account tests: createAppKit over the core
 * test adapter (tests only), memory storage, createLocalSiwx on a memory storage, and a wallet whose
 * signatures (and the config's message creation) can be held or failed per test.
 */
import { act, cleanup, render } from '@testing-library/react';
import {
  type AppKitOptions,
  type ChainAdapter,
  createLocalSiwx,
  createMemoryStorage,
  mainnet,
  optimism,
  type SiwxConfig,
} from '@walletport/core';
import type { ComponentType } from 'react';
import { createTestAdapter, type TestAdapter } from '../../../../core/test/connection/test-adapter.js';
import { createAppKit } from '../../../src/client/create-app-kit.js';
import { setDefaultAppKit } from '../../../src/client/default-instance.js';
import type { AppKit } from '../../../src/client/types.js';
import { AppKitProvider } from '../../../src/context.js';

export const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678';
export const DOMAIN = 'shop.example';

/** Calls of one async function that answer at once, or wait (`hold`) or fail once (`failNext`). */
export interface Gate<Params> {
  readonly calls: Params[];
  hold(): () => void;
  failNext(error: unknown): void;
  pass(params: Params): Promise<void>;
}

function gate<Params>(): Gate<Params> {
  const calls: Params[] = [];
  let held: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;
  return {
    calls,
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        held = undefined;
        release();
      };
    },
    failNext(error) {
      failure = { error };
    },
    async pass(params) {
      calls.push(params);
      await held;
      if (failure !== undefined) {
        const { error } = failure;
        failure = undefined;
        throw error;
      }
    },
  };
}

export interface SiwxHarness {
  instance: AppKit;
  adapter: TestAdapter;
  config: SiwxConfig;
  /** The wallet's signature requests. */
  signing: Gate<{ message: string; address: string }>;
  /** The config's createMessage calls. */
  creating: Gate<{ chainId: string; accountAddress: string }>;
  connect(): Promise<void>;
  render(View: ComponentType): ReturnType<typeof render>;
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
  const adapter = createTestAdapter({
    connectors: [{ id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 } },
  });
  const signing = gate<{ message: string; address: string }>();
  const creating = gate<{ chainId: string; accountAddress: string }>();
  const wallet: ChainAdapter = {
    ...adapter,
    getBalance: async () => ({ balance: '1', symbol: 'ETH' }),
    async signMessage(params) {
      await signing.pass({ message: params.message, address: params.address });
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
      await creating.pass(input);
      return local.createMessage(input);
    },
    ...(options.addSession ? { addSession: options.addSession } : {}),
  };
  const instance = createAppKit(
    {
      projectId: 'demo-project',
      networks: [mainnet, optimism],
      adapters: [wallet],
      metadata: { name: 'Shop', description: 'A shop', url: `https://${DOMAIN}`, icons: [] },
      ...(options.noSiwx ? {} : { siwx: config }),
      ...options.options,
    } as AppKitOptions,
    { storage: createMemoryStorage(), document: null, logger: { warn: () => {}, error: () => {} } },
  );
  return {
    instance,
    adapter,
    config,
    signing,
    creating,
    async connect() {
      await act(async () => {
        await instance.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
        await settle();
        await settle();
      });
    },
    render: (View) =>
      render(
        <AppKitProvider instance={instance}>
          <View />
        </AppKitProvider>,
      ),
  };
}

/** Lets promise chains, microtasks and zero-delay timers run. */
export async function settle(): Promise<void> {
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

export function teardown(harness: SiwxHarness | undefined): void {
  cleanup();
  harness?.instance.destroy();
  setDefaultAppKit(undefined);
}
