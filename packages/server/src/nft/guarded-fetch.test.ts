import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeDataUri, fetchMetadataDocument } from './guarded-fetch.js';

let server: Server;
let base: string;
const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
  '/ok.json': (_, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"ok"}'),
  '/big.json': (_, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(`{"name":"${'x'.repeat(70 * 1024)}"}`);
  },
  '/chunked-big.json': (_, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
    for (let i = 0; i < 80; i++) response.write('x'.repeat(1024));
    response.end();
  },
  '/redirect': (_, response) => response.writeHead(302, { location: '/ok.json' }).end(),
  '/missing': (_, response) => response.writeHead(404).end(),
  '/silent': () => {},
};

beforeAll(async () => {
  server = createServer((request, response) => routes[request.url ?? '']?.(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const allowed = { allowPrivateHosts: true };

describe('fetchMetadataDocument', () => {
  it('fetches a document from an allowed host', async () => {
    expect(await fetchMetadataDocument(`${base}/ok.json`, allowed)).toBe('{"name":"ok"}');
  });

  it('refuses loopback and private hosts unless allowed, by literal and by name', async () => {
    await expect(fetchMetadataDocument(`${base}/ok.json`, { allowPrivateHosts: false })).rejects.toThrow(
      'private address refused',
    );
    const byName = base.replace('127.0.0.1', 'localhost');
    await expect(fetchMetadataDocument(`${byName}/ok.json`, { allowPrivateHosts: false })).rejects.toThrow(
      'host resolves to a private address',
    );
    await expect(
      fetchMetadataDocument('http://[::1]:1/x.json', { allowPrivateHosts: false }),
    ).rejects.toThrow('private address refused');
  });

  it('refuses redirects, error statuses and documents over 64 KiB', async () => {
    await expect(fetchMetadataDocument(`${base}/redirect`, allowed)).rejects.toThrow('redirect refused');
    await expect(fetchMetadataDocument(`${base}/missing`, allowed)).rejects.toThrow('HTTP 404');
    await expect(fetchMetadataDocument(`${base}/big.json`, allowed)).rejects.toThrow('larger than the limit');
    await expect(fetchMetadataDocument(`${base}/chunked-big.json`, allowed)).rejects.toThrow(
      'larger than the limit',
    );
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    await expect(fetchMetadataDocument(`${base}/silent`, { ...allowed, timeoutMs: 200 })).rejects.toThrow(
      'timed out',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reads only http(s) and data:application/json URIs', async () => {
    for (const uri of [
      'ipfs://Qm/1.json',
      'file:///etc/passwd',
      'ftp://x/1.json',
      'data:text/html,<b>',
      'nonsense',
    ]) {
      await expect(fetchMetadataDocument(uri, allowed), uri).rejects.toThrow(/only/);
    }
    await expect(fetchMetadataDocument('http://user:pw@example.test/1.json', allowed)).rejects.toThrow(
      'credentials',
    );
    const json = '{"name":"On chain"}';
    expect(
      await fetchMetadataDocument(
        `data:application/json;base64,${Buffer.from(json).toString('base64')}`,
        allowed,
      ),
    ).toBe(json);
    expect(
      await fetchMetadataDocument(`data:application/json;charset=utf-8,${encodeURIComponent(json)}`, allowed),
    ).toBe(json);
  });
});

describe('decodeDataUri', () => {
  it('refuses malformed and oversized data URIs', () => {
    expect(() => decodeDataUri('data:application/json,%E0%A4%A')).toThrow('malformed');
    expect(() => decodeDataUri(`data:application/json;base64,${'A'.repeat(100_000)}`)).toThrow(
      'larger than the limit',
    );
  });
});
