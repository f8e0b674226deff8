/** The server client: routes, headers and bodies as the contract says; typed errors for every failure. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuthApi } from '../src/frame/api/auth-api.js';
import { AuthApiError } from '../src/frame/api/auth-api-error.js';
import { parseSessionResult, parseStoredShares, parseVerifyCodeResult } from '../src/frame/api/responses.js';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

let server: Server;
let apiUrl: string;
let seen: Seen[] = [];
let answer: { status: number; body?: unknown; headers?: Record<string, string>; raw?: string } = {
  status: 200,
};

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text.length === 0 ? undefined : JSON.parse(text);
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: await readBody(request),
    });
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    response.end(answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  answer = { status: 200 };
});

const WALLET = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  solanaAddress: 'So1ana11111111111111111111111111111111111111',
};
const USER = { id: 'u1', email: 'ada@example.com' };

describe('createAuthApi', () => {
  it('sends a code: POST /embedded/v1/otp?projectId=… with { email, origin }', async () => {
    answer = { status: 202, body: { expiresInSeconds: 600, resendAfterSeconds: 30 } };
    const api = createAuthApi({ apiUrl, projectId: 'proj 1' });
    expect(await api.sendCode('ada@example.com', 'https://app.example')).toEqual({
      expiresInSeconds: 600,
      resendAfterSeconds: 30,
    });
    expect(seen[0]).toEqual({
      method: 'POST',
      url: '/embedded/v1/otp?projectId=proj%201',
      authorization: undefined,
      contentType: 'application/json',
      body: { email: 'ada@example.com', origin: 'https://app.example' },
    });
  });

  it('verifies a code and returns the session, user and wallet', async () => {
    answer = {
      status: 200,
      body: { sessionToken: 'tok', expiresAt: '2030-01-01T00:00:00.000Z', user: USER, wallet: WALLET },
    };
    const api = createAuthApi({ apiUrl, projectId: 'p' });
    expect(await api.verifyCode('ada@example.com', '123456')).toEqual({
      sessionToken: 'tok',
      expiresAt: '2030-01-01T00:00:00.000Z',
      user: USER,
      wallet: WALLET,
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/embedded/v1/otp/verify?projectId=p',
      body: { email: 'ada@example.com', code: '123456' },
    });
  });

  it('calls every bearer route with the token, method and body of the contract', async () => {
    const api = createAuthApi({ apiUrl, projectId: 'p' });
    const box = {
      version: 1,
      kdf: 'scrypt',
      N: 65536,
      r: 8,
      p: 1,
      salt: 's',
      iv: 'i',
      ciphertext: 'c',
    } as const;
    answer = { status: 200, body: { user: USER, wallet: null } };
    expect(await api.getSession('tok')).toEqual({ user: USER, wallet: null });
    answer = { status: 204 };
    await api.signOut('tok');
    answer = { status: 200, body: { ...WALLET, authShare: 'AAAA', recovery: box } };
    expect(await api.getShares('tok')).toEqual({ ...WALLET, authShare: 'AAAA', recovery: box });
    answer = { status: 201, body: { wallet: WALLET } };
    expect(await api.putShares('tok', { ...WALLET, authShare: 'AAAA', recovery: box })).toEqual({
      wallet: WALLET,
    });
    answer = { status: 202 };
    await api.startEmailUpdate('tok', 'new@example.com');
    await api.confirmPrimaryEmailCode('tok', '111111');
    answer = { status: 200, body: { user: { ...USER, email: 'new@example.com' } } };
    expect(await api.confirmSecondaryEmailCode('tok', '222222')).toEqual({
      user: { ...USER, email: 'new@example.com' },
    });
    expect(seen.map(({ method, url, authorization, body }) => [method, url, authorization, body])).toEqual([
      ['GET', '/embedded/v1/session?projectId=p', 'Bearer tok', undefined],
      ['DELETE', '/embedded/v1/session?projectId=p', 'Bearer tok', undefined],
      ['GET', '/embedded/v1/shares?projectId=p', 'Bearer tok', undefined],
      [
        'PUT',
        '/embedded/v1/shares?projectId=p',
        'Bearer tok',
        { ...WALLET, authShare: 'AAAA', recovery: box },
      ],
      ['POST', '/embedded/v1/email/update?projectId=p', 'Bearer tok', { email: 'new@example.com' }],
      ['POST', '/embedded/v1/email/update/primary?projectId=p', 'Bearer tok', { code: '111111' }],
      ['POST', '/embedded/v1/email/update/secondary?projectId=p', 'Bearer tok', { code: '222222' }],
    ]);
  });

  it("turns an error answer into AuthApiError with the server's message, retryAfterSeconds and attemptsLeft", async () => {
    const api = createAuthApi({ apiUrl, projectId: 'p' });
    answer = { status: 401, body: { code: 'INVALID_CODE', message: 'Invalid code', attemptsLeft: 3 } };
    await expect(api.verifyCode('a@b.c', '000000')).rejects.toMatchObject({
      name: 'AuthApiError',
      status: 401,
      message: 'Invalid code',
      code: 'INVALID_CODE',
      attemptsLeft: 3,
    });
    answer = { status: 429, body: { message: 'Please try again after 12 seconds', retryAfterSeconds: 12 } };
    await expect(api.sendCode('a@b.c', 'https://x')).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 12,
    });
    answer = {
      status: 429,
      body: { message: 'Too many attempts. Try again in 15 minutes' },
      headers: { 'retry-after': '900' },
    };
    await expect(api.verifyCode('a@b.c', '1')).rejects.toMatchObject({
      retryAfterSeconds: 900,
      attemptsLeft: undefined,
    });
    answer = { status: 503, raw: '<html>busy</html>' };
    await expect(api.sendCode('a@b.c', 'https://x')).rejects.toMatchObject({
      status: 503,
      message: 'HTTP 503',
    });
  });

  it('an unreachable server is AuthApiError status 0; a malformed success is status 502', async () => {
    const down = createAuthApi({ apiUrl: 'http://127.0.0.1:1', projectId: 'p' });
    await expect(down.getSession('t')).rejects.toMatchObject({
      status: 0,
      message: 'Could not reach the server',
    });
    const api = createAuthApi({ apiUrl, projectId: 'p' });
    answer = { status: 200, body: { sessionToken: 'tok', user: USER } };
    await expect(api.verifyCode('a@b.c', '1')).rejects.toMatchObject({ status: 502 });
  });

  it('uses the fetch it is given', async () => {
    const urls: string[] = [];
    const api = createAuthApi({
      apiUrl: 'https://api.example',
      projectId: 'p',
      fetch: async (input) => {
        urls.push(String(input));
        return new Response(null, { status: 204 });
      },
    });
    await api.signOut('t');
    expect(urls).toEqual(['https://api.example/embedded/v1/session?projectId=p']);
  });
});

describe('response parsers', () => {
  it('throw only AuthApiError on arbitrary input', () => {
    for (const parse of [parseVerifyCodeResult, parseSessionResult, parseStoredShares]) {
      fc.assert(
        fc.property(fc.anything(), (value) => {
          try {
            parse(value);
          } catch (error) {
            expect(error).toBeInstanceOf(AuthApiError);
          }
        }),
      );
    }
  });

  it('accept an epoch expiry (seconds or milliseconds) and give ISO 8601', () => {
    const body = { sessionToken: 't', user: USER, wallet: null };
    expect(parseVerifyCodeResult({ ...body, expiresAt: 1_900_000_000 }).expiresAt).toBe(
      '2030-03-17T17:46:40.000Z',
    );
    expect(parseVerifyCodeResult({ ...body, expiresAt: 1_900_000_000_000 }).expiresAt).toBe(
      '2030-03-17T17:46:40.000Z',
    );
  });
});
