/**
 * The pieces every view harness shares: a real createAppKit over the core test adapter (tests only)
 * with one injected test wallet, memory storage and no document; calls a test can hold or fail; and the
 * settle/teardown helpers. The Account and SIWX harnesses add their own wallet behaviour on top.
 */
import { act, cleanup, render } from '@testing-library/react';
import {
  type AppKitOptions,
  type CaipNetwork,
  type ChainAdapter,
  createMemoryStorage,
  mainnet,
  optimism,
} from '@walletport/core';
import type { ComponentType } from 'react';
import { createTestAdapter, type TestAdapter } from '../../../core/test/connection/test-adapter.js';
import { createAppKit } from '../../src/client/create-app-kit.js';
import { setDefaultAppKit } from '../../src/client/default-instance.js';
import type { AppKit } from '../../src/client/types.js';
import { AppKitProvider } from '../../src/context.js';

export const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678';
/** The networks of every harness instance unless a test passes its own. */
export const NETWORKS = [mainnet, optimism] as const satisfies readonly CaipNetwork[];

/** A call that answers at once by default, or waits (`hold`) or fails (`fail`) when told. */
export interface Scripted<Params, Result> {
  readonly calls: Params[];
  /** The answer of every call from now on. */
  answer(result: Result): void;
  /** Makes the next `times` calls (default: every call) reject with `error`. */
  fail(error: unknown, times?: number): void;
  /** Makes calls wait until the returned function runs. */
  hold(): () => void;
  run(params: Params): Promise<Result>;
}

export function scripted<Params, Result>(initial: Result): Scripted<Params, Result> {
  let result = initial;
  let failure: { error: unknown; remaining: number } | undefined;
  let gate: Promise<void> | undefined;
  const calls: Params[] = [];
  return {
    calls,
    answer: (next) => {
      result = next;
    },
    fail: (error, times = Number.POSITIVE_INFINITY) => {
      failure = { error, remaining: times };
    },
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        gate = undefined;
        release();
      };
    },
    async run(params) {
      calls.push(params);
      await gate;
      if (failure !== undefined) {
        failure.remaining -= 1;
        const { error } = failure;
        if (failure.remaining <= 0) failure = undefined;
        throw error;
      }
      return result;
    },
  };
}

/** The injected test wallet, connected on mainnet with ADDRESS until a test says otherwise. */
export function createTestWallet(): TestAdapter {
  return createTestAdapter({
    connectors: [{ id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 } },
  });
}

export interface MountedAppKit {
  instance: AppKit;
  /** Connects the test wallet (on `chainId`, default mainnet) and lets the follow-up work settle. */
  connect(chainId?: number): Promise<void>;
  render(View: ComponentType): ReturnType<typeof render>;
}

/** createAppKit with `wallet` (the test wallet, maybe with calls replaced) as its adapter unless `options` name others. */
export function mountAppKit(
  adapter: TestAdapter,
  wallet: ChainAdapter,
  options: Partial<AppKitOptions>,
): MountedAppKit {
  const instance = createAppKit(
    { projectId: 'demo-project', networks: [...NETWORKS], adapters: [wallet], ...options } as AppKitOptions,
    {
      preloadModal: 'intent',
      storage: createMemoryStorage(),
      document: null,
      logger: { warn: () => {}, error: () => {} },
    },
  );
  return {
    instance,
    async connect(chainId = 1) {
      adapter.setWallet('injected', { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId });
      await act(async () => {
        await instance.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
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

/** Lets promise chains and zero-delay timers run. */
export async function settle(): Promise<void> {
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

export function teardown(harness: { instance: AppKit } | undefined): void {
  cleanup();
  harness?.instance.destroy();
  setDefaultAppKit(undefined);
}
