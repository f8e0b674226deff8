/**
 * What the wallet asks of a settled session, and our answers: an update of its namespaces (validated like
 * a settlement), an extension by a week, an event, a deletion, a ping. Anything else is answered 10001.
 */
import { SESSION_TTL_SECONDS, type SignMethod } from './rpc-options.js';
import {
  parseSessionNamespaces,
  requestedNamespaceKeys,
  type SessionNamespaces,
  type SessionRecord,
} from './session-record.js';

export type EngineEvent =
  | { type: 'session_event'; topic: string; name: string; data: unknown; chainId: string }
  | { type: 'session_update'; topic: string; namespaces: SessionNamespaces }
  | { type: 'session_extend'; topic: string; expiry: number }
  | { type: 'session_delete'; topic: string }
  | { type: 'session_expire'; topic: string };

export interface RpcErrorBody {
  code: number;
  message: string;
}

export interface WalletRequestContext {
  respond(topic: string, method: SignMethod, id: number, result: unknown, error?: RpcErrorBody): void;
  persist(): void;
  armExpiry(session: SessionRecord): void;
  removeSession(topic: string): Promise<void>;
  emit(event: EngineEvent): void;
}

export const UNSUPPORTED_METHOD: RpcErrorBody = { code: 10001, message: 'Unsupported wc_ method.' };
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function handleWalletRequest(
  ctx: WalletRequestContext,
  session: SessionRecord,
  request: { id: number; method: string; params: unknown },
): void {
  const { topic } = session;
  const { id, params } = request;
  switch (request.method) {
    case 'wc_sessionUpdate': {
      const requested = requestedNamespaceKeys(session.requiredNamespaces, session.optionalNamespaces);
      const namespaces = parseSessionNamespaces(
        (params as { namespaces?: unknown } | null)?.namespaces,
        requested,
      );
      if (namespaces === undefined) {
        ctx.respond(topic, 'wc_sessionUpdate', id, undefined, {
          code: 1003,
          message: 'Invalid session update request.',
        });
        return;
      }
      session.namespaces = namespaces;
      ctx.respond(topic, 'wc_sessionUpdate', id, true);
      ctx.persist();
      ctx.emit({ type: 'session_update', topic, namespaces });
      return;
    }
    case 'wc_sessionExtend':
      // The protocol's extension is a week from now, whatever the wallet sends.
      session.expiry = nowSeconds() + SESSION_TTL_SECONDS;
      ctx.armExpiry(session);
      ctx.respond(topic, 'wc_sessionExtend', id, true);
      ctx.persist();
      ctx.emit({ type: 'session_extend', topic, expiry: session.expiry });
      return;
    case 'wc_sessionEvent': {
      const event = params as { event?: { name?: unknown; data?: unknown }; chainId?: unknown } | null;
      const name = event?.event?.name;
      const chainId = event?.chainId;
      if (typeof name !== 'string' || typeof chainId !== 'string' || !CAIP2.test(chainId)) {
        ctx.respond(topic, 'wc_sessionEvent', id, undefined, {
          code: 1007,
          message: 'Invalid event request.',
        });
        return;
      }
      ctx.respond(topic, 'wc_sessionEvent', id, true);
      ctx.emit({ type: 'session_event', topic, name, data: event?.event?.data, chainId });
      return;
    }
    case 'wc_sessionDelete':
      ctx.respond(topic, 'wc_sessionDelete', id, true);
      void ctx.removeSession(topic).then(() => ctx.emit({ type: 'session_delete', topic }));
      return;
    case 'wc_sessionPing':
      ctx.respond(topic, 'wc_sessionPing', id, true);
      return;
    default:
      ctx.respond(topic, 'wc_sessionRequest', id, undefined, UNSUPPORTED_METHOD);
  }
}
