/**
 * The WebSocket surface the relay client uses: the browser's WebSocket, or in Node the `ws` package
 * (which also reports the relay's ping frames, the one liveness signal a browser hides). `isows` picks
 * between them by export condition, so a browser bundle carries no `ws`.
 */
import { WebSocket as PlatformWebSocket } from 'isows';

export interface RelaySocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  /** `ws` in Node: the relay's ping frames. Browsers answer pings without telling the page. */
  on?(event: 'ping', listener: () => void): unknown;
  /** `ws` in Node: drops the connection at once, without the closing handshake. */
  terminate?(): void;
}

export type RelaySocketFactory = (url: string) => RelaySocket;

export const SOCKET_OPEN = 1;

export function defaultSocketFactory(): RelaySocketFactory | undefined {
  const WebSocketClass = PlatformWebSocket as unknown as (new (url: string) => RelaySocket) | undefined;
  return WebSocketClass === undefined ? undefined : (url) => new WebSocketClass(url);
}
