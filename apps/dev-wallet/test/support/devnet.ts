import { type Devnet, findFreePorts, startDevnet } from '@walletport/devnet';
import { createPublicClient, defineChain, http, type PublicClient } from 'viem';
import type { ApprovalRequest } from '../../src/index.js';
import { createDevWallet, type DevWallet, devnetMnemonic } from '../../src/index.js';

/** Two real anvil chains (31337 and 31338) on free ports, as the local stack runs them. */
export async function startTestDevnet(): Promise<Devnet> {
  const [port1, port2] = (await findFreePorts(2)) as [number, number];
  return startDevnet({
    chains: [
      { id: 31337, name: 'Walletport Devnet', port: port1 },
      { id: 31338, name: 'Walletport Devnet 2', port: port2 },
    ],
  });
}

/**
 * An approver a test steers: it records every request and answers with `decide` (default approve).
 * `hold()` makes the next requests wait until the test settles them.
 */
export interface ScriptedApprover {
  readonly requests: ApprovalRequest[];
  decide: (request: ApprovalRequest) => boolean;
  approver: (request: ApprovalRequest) => Promise<boolean>;
  hold(): void;
  /** Settles every held request with `answer`. */
  release(answer: boolean): void;
  /** Resolves once `count` requests have reached the approver. */
  waitFor(count: number): Promise<void>;
}

export function createScriptedApprover(): ScriptedApprover {
  const held: Array<(answer: boolean) => void> = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let holding = false;
  const scripted: ScriptedApprover = {
    requests: [],
    decide: () => true,
    approver: (request) => {
      scripted.requests.push(request);
      for (const waiter of waiters.filter((w) => scripted.requests.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      if (holding) return new Promise((resolve) => held.push(resolve));
      return Promise.resolve(scripted.decide(request));
    },
    hold() {
      holding = true;
    },
    release(answer) {
      holding = false;
      for (const settle of held.splice(0)) settle(answer);
    },
    waitFor(count) {
      if (scripted.requests.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
  };
  return scripted;
}

export function createTestWallet(devnet: Devnet, approver: ScriptedApprover): DevWallet {
  return createDevWallet({
    mnemonic: devnetMnemonic,
    origin: 'http://dapp.test',
    chains: devnet.chains.map((chain) => ({ id: chain.id, name: chain.name, rpcUrl: chain.rpcUrl })),
    approver: approver.approver,
  });
}

export function publicClientFor(devnet: Devnet, chainId: number): PublicClient {
  const chain = devnet.chains.find((c) => c.id === chainId);
  if (!chain) throw new Error(`no devnet chain ${chainId}`);
  return createPublicClient({
    chain: defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  });
}

/** The rejection of a promise, for asserting on error objects; fails when it resolves. */
export async function rejectionOf(
  promise: Promise<unknown>,
): Promise<{ code: number; message: string; data?: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: number; message: string; data?: unknown };
  }
  throw new Error('expected the request to fail, but it succeeded');
}

/** Records every event the provider emits, in order. */
export function recordEvents(wallet: DevWallet): Array<{ event: string; args: unknown[] }> {
  const log: Array<{ event: string; args: unknown[] }> = [];
  for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const) {
    wallet.on(event, (...args) => log.push({ event, args }));
  }
  return log;
}

/** One JSON-RPC call straight to a node (not through the wallet): what the devnet itself answers. */
export async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}
