import type { Devnet } from '@walletport/devnet';
import { afterAll, beforeAll } from 'vitest';
import type { DevWallet } from '../../src/index.js';
import {
  createScriptedApprover,
  createTestWallet,
  recordEvents,
  type ScriptedApprover,
  startTestDevnet,
} from './devnet.js';

export interface WalletUnderTest {
  approver: ScriptedApprover;
  wallet: DevWallet;
  events: Array<{ event: string; args: unknown[] }>;
}

export interface WalletTestbed {
  /** The file's devnet; valid inside tests (started in beforeAll). */
  readonly devnet: Devnet;
  /** A fresh wallet on the devnet, steered by its own scripted approver, with its events recorded. */
  setup(): WalletUnderTest;
}

/**
 * Starts one devnet for the calling test file (its own beforeAll/afterAll) and hands out fresh wallets on
 * it, so every test starts from a wallet of its own while the chains are shared.
 */
export function useWalletTestbed(): WalletTestbed {
  let devnet: Devnet | undefined;
  beforeAll(async () => {
    devnet = await startTestDevnet();
  });
  afterAll(async () => {
    await devnet?.stop();
  });

  const started = (): Devnet => {
    if (devnet === undefined) throw new Error('The devnet is read before beforeAll started it.');
    return devnet;
  };
  return {
    get devnet() {
      return started();
    },
    setup() {
      const approver = createScriptedApprover();
      const wallet = createTestWallet(started(), approver);
      return { approver, wallet, events: recordEvents(wallet) };
    },
  };
}
