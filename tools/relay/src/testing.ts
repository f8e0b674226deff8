/**
 * Test support for code that talks to this relay (entry `@walletport/relay/testing`): the official
 * WalletConnect sign-client in Node with its own in-memory storage, so tests leave no files and share
 * no state. Never for production: the relay itself is for development and tests only.
 */
import { randomUUID } from 'node:crypto';
import { SignClient } from '@walletconnect/sign-client';
import type { SignClientTypes } from '@walletconnect/types';

export { createTestIdentity, type TestIdentity, type TokenOverrides } from './test-identity.js';

export type NodeSignClient = InstanceType<typeof SignClient>;

/** What the SDK stores between restarts, kept in a Map (structurally its IKeyValueStorage). */
export class MemoryKeyValueStorage {
  readonly #items = new Map<string, unknown>();
  async getKeys() {
    return [...this.#items.keys()];
  }
  async getEntries<T>() {
    return [...this.#items.entries()] as [string, T][];
  }
  async getItem<T>(key: string) {
    return this.#items.get(key) as T | undefined;
  }
  async setItem<T>(key: string, value: T) {
    this.#items.set(key, value);
  }
  async removeItem(key: string) {
    this.#items.delete(key);
  }
}

export interface NodeSignClientOptions {
  relayUrl: string;
  projectId: string;
  metadata: SignClientTypes.Metadata;
  /** Starts the client's storage prefix; names the test in the SDK's keys. */
  storagePrefix: string;
}

/** A silent SignClient with fresh in-memory storage, connected to `relayUrl`. */
export function createNodeSignClient(options: NodeSignClientOptions): Promise<NodeSignClient> {
  return SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    logger: 'silent',
    telemetryEnabled: false,
    storage: new MemoryKeyValueStorage(),
    // A unique prefix also keeps the SDK from reusing another client's global core in this process.
    customStoragePrefix: `${options.storagePrefix}-${process.pid}-${randomUUID()}`,
  });
}
