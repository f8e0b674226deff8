/**
 * The host side of the embedded-wallet frame: one iframe on the frame's own origin, and requests to it
 * over postMessage. Only messages whose origin is the frame's origin AND whose source is the frame's
 * window are read; requests go out with the frame's origin as target, so no other window sees them.
 *
 * Timings: the frame counts as ready 500 ms after its READY message (it finishes its own start-up); a
 * frame that is not ready within 20 s fails with IFRAME_LOAD_FAILED; a request that gets no answer in
 * 30 s fails with IFRAME_REQUEST_TIMEOUT, unless the caller waits for the visitor (timeoutMs: null).
 * See docs/embedded-wallet.md.
 */
import { WalletportError } from '../errors/base.js';
import { WalletRpcError } from '../errors/wallet-errors.js';
import {
  type AppEventMap,
  type AppEventType,
  EMBEDDED_CHANNEL,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  type FrameEventMap,
  type FrameEventType,
  newRequestId,
  parseFrameMessage,
} from './protocol.js';

export interface FrameTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface FrameClientOptions {
  /** The frame page (absolute http(s) URL on an origin of its own). */
  url: string;
  projectId: string;
  chainId: number;
  version: string;
  enableLogger: boolean;
  /** The host page's window and document (the iframe is appended to its body). */
  window: Window;
  timers?: FrameTimers;
  loadTimeoutMs?: number;
  requestTimeoutMs?: number;
  readyDelayMs?: number;
}

export interface RequestOptions {
  /** null waits without a limit (a step the visitor paces, such as an approval). */
  timeoutMs?: number | null;
}

export interface FrameClient {
  /** The frame's origin; messages from any other origin are ignored. */
  readonly origin: string;
  /** The iframe, once mounted. */
  element(): HTMLIFrameElement | undefined;
  /** Mounts the iframe on first call; resolves once the frame is ready. */
  ready(): Promise<void>;
  /** Whether the frame is mounted and ready, without mounting it. */
  isReady(): boolean;
  request<T extends AppEventType>(
    type: T,
    payload: AppEventMap[T]['request'],
    options?: RequestOptions,
  ): Promise<AppEventMap[T]['response']>;
  onEvent<T extends FrameEventType>(type: T, listener: (payload: FrameEventMap[T]) => void): () => void;
  /** Removes the iframe and rejects what is pending. */
  destroy(): void;
}

/** The frame did not load (IFRAME_LOAD_FAILED alert). */
export class FrameLoadError extends WalletportError {
  override name = 'FrameLoadError';
  constructor(details: string) {
    super('Network Error - Could not load embedded wallet', {
      code: 'IFRAME_LOAD_FAILED',
      details,
      category: 'INTERNAL_SDK_ERROR',
    });
  }
}

/** The frame did not answer in time (IFRAME_REQUEST_TIMEOUT alert). */
export class FrameTimeoutError extends WalletportError {
  override name = 'FrameTimeoutError';
  constructor(type: AppEventType) {
    super('Embedded Wallet Request Timed Out', {
      code: 'IFRAME_REQUEST_TIMEOUT',
      details: `The embedded wallet did not answer ${type}.`,
      category: 'INTERNAL_SDK_ERROR',
    });
  }
}

/** The frame answered with an error; wallet errors keep their EIP-1193 code. */
export function frameAnswerError(type: AppEventType, payload: { message: string; code?: number }): Error {
  if (payload.code !== undefined) return new WalletRpcError(payload.message, payload.code, { details: type });
  return new WalletportError(payload.message, {
    code: 'EMBEDDED_WALLET_ERROR',
    details: type,
    category: 'API_ERROR',
  });
}

const defaultTimers: FrameTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** The frame's URL with the query the frame reads (projectId, chainId, version, enableLogger). */
export function frameUrl(
  options: Pick<FrameClientOptions, 'url' | 'projectId' | 'chainId' | 'version' | 'enableLogger'>,
) {
  const url = new URL(options.url);
  url.searchParams.set('projectId', options.projectId);
  url.searchParams.set('chainId', String(options.chainId));
  url.searchParams.set('version', options.version);
  url.searchParams.set('enableLogger', String(options.enableLogger));
  return url.toString();
}

interface Pending {
  type: AppEventType;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  timer: unknown;
}

/** Hidden until a view shows it; the frame's own page decides what is drawn. */
const HIDDEN_STYLE =
  'position:fixed;top:0;left:0;width:0;height:0;border:0;opacity:0;pointer-events:none;z-index:-1;color-scheme:normal';

export function createFrameClient(options: FrameClientOptions): FrameClient {
  const timers = options.timers ?? defaultTimers;
  const loadTimeoutMs = options.loadTimeoutMs ?? FRAME_LOAD_TIMEOUT_MS;
  const requestTimeoutMs = options.requestTimeoutMs ?? FRAME_REQUEST_TIMEOUT_MS;
  const readyDelayMs = options.readyDelayMs ?? FRAME_READY_DELAY_MS;
  const src = frameUrl(options);
  const origin = new URL(src).origin;
  const win = options.window;
  const pending = new Map<string, Pending>();
  const listeners = new Map<FrameEventType, Set<(payload: never) => void>>();
  let iframe: HTMLIFrameElement | undefined;
  let readiness: Promise<void> | undefined;
  let ready = false;
  let destroyed = false;
  let onReadyMessage: (() => void) | undefined;

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || iframe === undefined || event.source !== iframe.contentWindow) return;
    const message = parseFrameMessage(event.data);
    if (message === undefined) return;
    if (!('id' in message)) {
      if (message.type === 'READY') onReadyMessage?.();
      for (const listener of listeners.get(message.type) ?? []) {
        try {
          (listener as (payload: unknown) => void)(message.payload);
        } catch {
          // A listener's failure must not stop the others.
        }
      }
      return;
    }
    const entry = pending.get(message.id);
    if (entry === undefined || !message.type.startsWith(`${entry.type}_`)) return;
    pending.delete(message.id);
    if (entry.timer !== undefined) timers.clearTimeout(entry.timer);
    if (message.type.endsWith('_SUCCESS')) entry.resolve(message.payload);
    else entry.reject(frameAnswerError(entry.type, message.payload as { message: string; code?: number }));
  };

  const mount = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const doc = win.document;
      if (doc?.body == null) {
        reject(new FrameLoadError('There is no page body to hold the embedded wallet.'));
        return;
      }
      win.addEventListener('message', onMessage);
      const element = doc.createElement('iframe');
      element.src = src;
      element.title = 'Walletport embedded wallet';
      element.setAttribute(
        'allow',
        'clipboard-write; publickey-credentials-get; publickey-credentials-create',
      );
      element.setAttribute('style', HIDDEN_STYLE);
      element.setAttribute('aria-hidden', 'true');
      element.tabIndex = -1;
      iframe = element;
      const loadTimer = timers.setTimeout(() => {
        onReadyMessage = undefined;
        reject(new FrameLoadError(`No ready message from ${origin} within ${loadTimeoutMs} ms.`));
      }, loadTimeoutMs);
      onReadyMessage = () => {
        onReadyMessage = undefined;
        timers.clearTimeout(loadTimer);
        timers.setTimeout(() => {
          ready = true;
          resolve();
        }, readyDelayMs);
      };
      doc.body.appendChild(element);
    });

  const client: FrameClient = {
    origin,
    element: () => iframe,
    isReady: () => ready,
    ready() {
      if (destroyed) return Promise.reject(new FrameLoadError('The embedded wallet was closed.'));
      readiness ??= mount().catch((error: unknown) => {
        // A later call retries from scratch (the visitor may be back online).
        readiness = undefined;
        teardownFrame();
        throw error;
      });
      return readiness;
    },
    async request(type, payload, requestOptions = {}) {
      await client.ready();
      const target = iframe?.contentWindow;
      if (target == null) throw new WalletportError('W3mFrame: iframe is not set', { code: 'FRAME_NOT_SET' });
      const id = newRequestId();
      const timeoutMs = requestOptions.timeoutMs === undefined ? requestTimeoutMs : requestOptions.timeoutMs;
      return new Promise((resolve, reject) => {
        const timer =
          timeoutMs === null
            ? undefined
            : timers.setTimeout(() => {
                pending.delete(id);
                reject(new FrameTimeoutError(type));
              }, timeoutMs);
        pending.set(id, { type, resolve: resolve as (value: unknown) => void, reject, timer });
        target.postMessage({ channel: EMBEDDED_CHANNEL, id, type, payload }, origin);
      });
    },
    onEvent(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(type, set);
      return () => set.delete(listener as (payload: never) => void);
    },
    destroy() {
      destroyed = true;
      teardownFrame();
    },
  };

  function teardownFrame() {
    win.removeEventListener('message', onMessage);
    for (const [id, entry] of pending) {
      if (entry.timer !== undefined) timers.clearTimeout(entry.timer);
      entry.reject(new FrameLoadError('The embedded wallet was closed.'));
      pending.delete(id);
    }
    iframe?.remove();
    iframe = undefined;
    ready = false;
  }

  return client;
}
