import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FrameServer, frameSecurityHeaders, serveFrame } from '../src/serve-frame.js';

const API = 'http://127.0.0.1:8787';
const SECRET = `frame-serve-secret-${process.pid}.txt`;
let dir: string;
let server: FrameServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'frame-serve-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>frame</title>');
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // Beside the served folder: what a path like /../secret.txt would reach.
  await writeFile(join(dir, '..', `${SECRET}`), 'secret');
  server = await serveFrame({ port: 0, apiUrl: API, dir });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
  await rm(join(dir, '..', SECRET), { force: true });
});

/** A raw request, so paths like /../ reach the server as written. */
function get(
  path: string,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serveFrame', () => {
  it('serves the page with the security headers and no caching', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>frame</title>');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toBe(
      frameSecurityHeaders(API)['content-security-policy'],
    );
    expect((await get('/index.html')).headers['cache-control']).toBe('no-store');
  });

  it('lets hashed assets be cached for good', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers /config.json with the server URL', async () => {
    const config = await get('/config.json');
    expect(JSON.parse(config.body)).toEqual({ apiUrl: API });
    expect(config.headers['cache-control']).toBe('no-store');
  });

  it('never serves a file outside its folder', async () => {
    for (const path of [`/../${SECRET}`, `/%2e%2e/${SECRET}`, `/assets/../../${SECRET}`, `/..%2f${SECRET}`]) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('secret');
    }
    expect((await get('/missing.js')).status).toBe(404);
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('/', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    const post = await get('/', 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});

describe('frameSecurityHeaders', () => {
  it('allows only its own files and the Walletport server; any page may embed it (origins checked in code)', () => {
    const csp = frameSecurityHeaders('https://api.example.com/base')['content-security-policy'] ?? '';
    const directives = Object.fromEntries(csp.split('; ').map((part) => [part.split(' ')[0], part]));
    expect(directives['default-src']).toBe("default-src 'self'");
    expect(directives['script-src']).toBe("script-src 'self'");
    expect(directives['style-src']).toBe("style-src 'self'");
    expect(directives['connect-src']).toBe("connect-src 'self' https://api.example.com");
    expect(directives['object-src']).toBe("object-src 'none'");
    expect(directives['base-uri']).toBe("base-uri 'none'");
    expect(directives['frame-ancestors']).toBe('frame-ancestors *');
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });
});
