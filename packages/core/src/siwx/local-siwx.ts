/**
 * createLocalSiwx: SIWX without a server. Sessions live in the browser's storage and the nonce is made
 * in the browser.
 *
 * SECURITY: this is a UI gate, not authentication. Nobody verifies the signature, and anyone can write
 * a "session" into their own storage. Use it to make visitors sign a message before the app shows
 * something (terms, a demo); never to protect data or actions — use createServerSiwx for that.
 */
import { jsonCodec, STORAGE_KEY_PREFIX, type StorageKey } from '../storage/index.js';
import { array, looseObject, object, string } from '../storage/value-check.js';
import {
  buildConfigMessage,
  defaultSiwxStorage,
  isSamePair,
  randomSiwxNonce,
  type SiwxPageOptions,
} from './config-helpers.js';
import { parseSiwxMessage } from './parse-message.js';
import { SiwxMessageError } from './siwx-errors.js';
import type { SiwxConfig, SiwxSession } from './types.js';

export interface LocalSiwxOptions extends SiwxPageOptions {
  /** How long a session lasts (written as the message's Expiration Time). Default: no expiry. */
  expiresInMs?: number;
}

const sessionSchema = object({
  data: looseObject({ chainId: string(), accountAddress: string() }),
  message: string(),
  signature: string(),
});

/** The browser-only sessions; a separate key so the server variant's tokens are never mixed in. */
export const LOCAL_SIWX_SESSIONS_KEY: StorageKey<SiwxSession[]> = {
  name: `${STORAGE_KEY_PREFIX}siwx_local_sessions`,
  codec: jsonCodec(array(sessionSchema)) as unknown as StorageKey<SiwxSession[]>['codec'],
};

export function createLocalSiwx(options: LocalSiwxOptions = {}): SiwxConfig {
  const storage = defaultSiwxStorage(options.storage);
  const now = options.now ?? Date.now;
  const read = async () => (await storage.get(LOCAL_SIWX_SESSIONS_KEY)) ?? [];
  const isLive = (session: SiwxSession) => {
    const expiry = session.data.expirationTime;
    return expiry === undefined || Date.parse(expiry) > now();
  };

  return {
    async createMessage(input) {
      const expirationTime =
        options.expiresInMs === undefined ? undefined : new Date(now() + options.expiresInMs).toISOString();
      return buildConfigMessage(options, input, {
        nonce: randomSiwxNonce(),
        ...(expirationTime === undefined ? {} : { expirationTime }),
      });
    },
    async addSession(session) {
      // Not a verification (see above): only refuses a session whose text is not the message of its data.
      const parsed = parseSiwxMessage(session.message);
      if (!isSamePair(parsed, session.data.chainId, session.data.accountAddress)) {
        throw new SiwxMessageError(
          'message',
          'The signed text does not belong to the session’s chain and address.',
        );
      }
      const others = (await read()).filter(
        (stored) => !isSamePair(stored.data, session.data.chainId, session.data.accountAddress),
      );
      await storage.set(LOCAL_SIWX_SESSIONS_KEY, [...others, session]);
    },
    async revokeSession(chainId, address) {
      const kept = (await read()).filter((stored) => !isSamePair(stored.data, chainId, address));
      await storage.set(LOCAL_SIWX_SESSIONS_KEY, kept);
    },
    async setSessions(sessions) {
      await storage.set(LOCAL_SIWX_SESSIONS_KEY, [...sessions]);
    },
    async getSessions(chainId, address) {
      return (await read()).filter(
        (session) => isSamePair(session.data, chainId, address) && isLive(session),
      );
    },
    getRequired: () => options.required === true,
    signOutOnDisconnect: options.signOutOnDisconnect ?? false,
  };
}
