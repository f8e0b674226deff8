// Refusing a WebSocket upgrade: an HTTP status and a short plain-text reason in place of the 101, then the
// socket is closed. Clients see it as a failed connection with that status (e.g. `ws`'s unexpected-response).
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

export function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = `${reason}\n`;
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ].join('\r\n');
  socket.once('finish', () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.end(`${head}\r\n\r\n${body}`);
}
