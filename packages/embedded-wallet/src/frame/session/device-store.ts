/**
 * This browser's share of the key, in the frame origin's IndexedDB (idb-keyval), one record per
 * project and user under `${projectId}:${userId}`. The host page's origin cannot read it: browsers
 * partition and isolate storage by the frame's origin. See docs/embedded-wallet.md.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

export interface DeviceShareRecord {
  /** base64 of the device share. */
  share: string;
  /** The eip155 address the share belongs to, to spot a stale share without combining. */
  address: string;
}

export interface DeviceStore {
  load(projectId: string, userId: string): Promise<DeviceShareRecord | undefined>;
  save(projectId: string, userId: string, record: DeviceShareRecord): Promise<void>;
  remove(projectId: string, userId: string): Promise<void>;
}

export function deviceShareKey(projectId: string, userId: string): string {
  return `${projectId}:${userId}`;
}

export const DEVICE_STORE_DATABASE = 'walletport-embedded-wallet';
export const DEVICE_STORE_NAME = 'device-shares';

/** The default store: IndexedDB database `walletport-embedded-wallet`, object store `device-shares`. */
export function createIdbDeviceStore(
  store: UseStore = createStore(DEVICE_STORE_DATABASE, DEVICE_STORE_NAME),
): DeviceStore {
  return {
    async load(projectId, userId) {
      return parseDeviceShareRecord(await get<unknown>(deviceShareKey(projectId, userId), store));
    },
    async save(projectId, userId, record) {
      await set(deviceShareKey(projectId, userId), { share: record.share, address: record.address }, store);
    },
    async remove(projectId, userId) {
      await del(deviceShareKey(projectId, userId), store);
    },
  };
}

/** For tests and for browsers without IndexedDB: forgets everything with the page. */
export function createMemoryDeviceStore(): DeviceStore & {
  readonly records: Map<string, DeviceShareRecord>;
} {
  const records = new Map<string, DeviceShareRecord>();
  return {
    records,
    async load(projectId, userId) {
      return records.get(deviceShareKey(projectId, userId));
    },
    async save(projectId, userId, record) {
      records.set(deviceShareKey(projectId, userId), { ...record });
    },
    async remove(projectId, userId) {
      records.delete(deviceShareKey(projectId, userId));
    },
  };
}

/** A stored record, or undefined when it is missing or not of this shape. */
export function parseDeviceShareRecord(value: unknown): DeviceShareRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { share, address } = value as Record<string, unknown>;
  if (typeof share !== 'string' || typeof address !== 'string') return undefined;
  return { share, address };
}
