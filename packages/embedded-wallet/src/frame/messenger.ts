/**
 * The frame's side of the host↔frame channel (protocol in @walletport/core/embedded-protocol).
 *
 * The host is pinned once, when the frame starts: its origin comes from the browser
 * (`location.ancestorOrigins`, or the referrer where that list does not exist), never from a message.
 * A message is read only when it comes from the parent window itself, from that origin, and has the
 * protocol's shape; anything else is dropped without an answer, so a page that is not the host learns
 * nothing by probing. Every answer names the pinned origin as its target, so it is never delivered to
 * a page that navigated into the parent's place. See docs/embedded-wallet.md.
 */
import {
  type AppEventType,
  type AppRequestMessage,
  EMBEDDED_CHANNEL,
  type FrameErrorPayload,
  type FrameEventMap,
  type FrameEventType,
  parseAppRequest,
} from '@walletport/core/embedded-protocol';

export interface FrameLogger {
  debug(message: string, detail?: unknown): void;
}

/** Logs to the console only when the host asked for it (`enableLogger=true`). */
export function createLogger(enabled: boolean, sink: Pick<Console, 'debug'> = console): FrameLogger {
  return {
    debug(message, detail) {
      if (!enabled) return;
      if (detail === undefined) sink.debug(`[walletport-frame] ${message}`);
      else sink.debug(`[walletport-frame] ${message}`, detail);
    },
  };
}

/** An origin the frame can answer: `scheme://host[:port]`, never the opaque 'null'. */
function asOrigin(text: string | undefined): string | undefined {
  if (text === undefined || text === '' || !URL.canParse(text)) return undefined;
  const { origin, protocol } = new URL(text);
  return origin !== 'null' && (protocol === 'https:' || protocol === 'http:') ? origin : undefined;
}

/**
 * The host page's origin as the browser reports it: `ancestorOrigins[0]` (the parent) where the browser
 * has that list, else the origin of the referrer (the page that loaded the frame). Undefined when neither
 * gives an http(s) origin; the frame then answers nothing.
 */
export function pinParentOrigin(source: {
  ancestorOrigins?: ArrayLike<string> | undefined;
  referrer: string;
}): string | undefined {
  const ancestors = source.ancestorOrigins;
  if (ancestors !== undefined && ancestors.length > 0) return asOrigin(ancestors[0]);
  return asOrigin(source.referrer);
}

/** What the frame answers a request with. */
export type Reply = { ok: true; payload: unknown } | { ok: false; error: FrameErrorPayload };

export interface MessengerOptions {
  /** The frame's own window: where the messages arrive. */
  self: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** `window.parent`: the only window whose messages are read, and where answers go. */
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  parentOrigin: string | undefined;
  logger: FrameLogger;
}

export interface Messenger {
  readonly parentOrigin: string | undefined;
  /** Starts listening, then sends READY. */
  start(input: { version: string; onRequest: (request: AppRequestMessage) => void }): void;
  reply(request: Pick<AppRequestMessage, 'id' | 'type'>, reply: Reply): void;
  emit<T extends FrameEventType>(type: T, payload: FrameEventMap[T]): void;
  stop(): void;
}

export function createMessenger(options: MessengerOptions): Messenger {
  const { self, parent, parentOrigin, logger } = options;
  let listener: ((event: MessageEvent) => void) | undefined;

  const post = (message: Record<string, unknown>): void => {
    if (parentOrigin === undefined) {
      logger.debug('no host origin: message not sent', message.type);
      return;
    }
    parent.postMessage(message, parentOrigin);
  };

  return {
    parentOrigin,
    start({ version, onRequest }) {
      if (listener !== undefined) return;
      listener = (event) => {
        if (event.source !== parent || parentOrigin === undefined || event.origin !== parentOrigin) {
          logger.debug('ignored a message from another window or origin', event.origin);
          return;
        }
        const request = parseAppRequest(event.data);
        if (request === undefined) {
          logger.debug('ignored a malformed message');
          return;
        }
        logger.debug(`request ${request.type}`, request.id);
        onRequest(request);
      };
      self.addEventListener('message', listener);
      post({ channel: EMBEDDED_CHANNEL, type: 'READY', payload: { version } });
    },
    reply(request, reply) {
      const type: `${AppEventType}_${'SUCCESS' | 'ERROR'}` = `${request.type}_${reply.ok ? 'SUCCESS' : 'ERROR'}`;
      logger.debug(`reply ${type}`, request.id);
      post({
        channel: EMBEDDED_CHANNEL,
        id: request.id,
        type,
        payload: reply.ok ? reply.payload : reply.error,
      });
    },
    emit(type, payload) {
      logger.debug(`event ${type}`);
      post({ channel: EMBEDDED_CHANNEL, type, payload });
    },
    stop() {
      if (listener !== undefined) self.removeEventListener('message', listener);
      listener = undefined;
    },
  };
}
