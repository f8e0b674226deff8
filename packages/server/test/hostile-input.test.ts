/**
 * Hostile requests found by a review: text the database refuses (U+0000, unpaired surrogates, deep
 * nesting) must be a 400 before any side effect, and Fastify's own errors must answer the documented
 * { code, message } without repeating the request.
 */
import { recoverMessageAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { importRegistry } from '../src/registry/index.js';
import { highSTwin } from './support/signatures.js';
import { describeOnDatabases, type TestContext } from './support/app.js';

const DEMO = 'projectId=walletport-demo';
const SIGNER = privateKeyToAccount(`0x${'11'.repeat(32)}`);

function analyticsEvent(properties: unknown, eventId = `evt-${Math.random().toString(36).slice(2)}`) {
  return {
    eventId,
    url: 'http://localhost:5173/page',
    domain: 'localhost',
    timestamp: Date.now(),
    props: { type: 'track', event: 'INITIALIZE', properties },
  };
}

function nested(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level += 1) value = [value];
  return value;
}

async function storedEvents(ctx: TestContext, eventId: string): Promise<number> {
  const { rows } = await ctx.db.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM analytics_events WHERE event_id = $1',
    [eventId],
  );
  return Number(rows[0]?.count ?? 0);
}

function expectErrorBody(body: string, code: string): void {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(parsed).sort()).toEqual(['code', 'message']);
  expect(parsed.code).toBe(code);
}

describeOnDatabases('hostile input', (ctx) => {
  describe('text the database cannot store', () => {
    it.each([
      ['a NUL in a property', { note: 'a\u0000b' }],
      ['a NUL in a property name', { 'a\u0000b': 1 }],
      ['an unpaired surrogate', { note: 'a\ud800b' }],
      ['properties nested 12,000 arrays deep', nested(12_000)],
      ['properties nested 33 levels deep', nested(33)],
    ])('POST /e with %s answers 400 and stores nothing', async (_title, properties) => {
      const event = analyticsEvent(properties);
      const response = await ctx().inject({
        method: 'POST',
        url: `/e?${DEMO}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      });
      expect(response.statusCode).toBe(400);
      expectErrorBody(response.body, 'INVALID_REQUEST');
      expect(response.json().message).toMatch(/^Invalid body: /);
      expect(await storedEvents(ctx(), event.eventId)).toBe(0);
    });

    it('POST /e still stores ordinary nested properties', async () => {
      const event = analyticsEvent({ list: nested(10), text: 'naïve café 🚀' });
      const response = await ctx().inject({ method: 'POST', url: `/e?${DEMO}`, payload: event });
      expect(response.statusCode).toBe(202);
      expect(await storedEvents(ctx(), event.eventId)).toBe(1);
    });

    it('refuses a NUL in a query parameter or a path parameter without naming it', async () => {
      for (const url of [`/getWallets?${DEMO}&search=a%00b`, `/v1/profile/account/a%00b?${DEMO}`]) {
        const response = await ctx().inject(url);
        expect(response.statusCode).toBe(400);
        expectErrorBody(response.body, 'INVALID_REQUEST');
        expect(response.body).not.toContain('a\\u0000b');
      }
    });
  });

  describe('sign-in messages', () => {
    /**
     * A fresh nonce; the message from `fields`, changed by `edit` (for what viem refuses to write);
     * signed by SIGNER.
     */
    async function attempt(
      fields: Partial<Parameters<typeof createSiweMessage>[0]> = {},
      edit: (text: string) => string = (text) => text,
    ) {
      const issued = await ctx().inject({ method: 'POST', url: `/auth/v1/nonce?${DEMO}` });
      const { nonce, token } = issued.json() as { nonce: string; token: string };
      const message = edit(
        createSiweMessage({
          address: SIGNER.address,
          chainId: 31337,
          domain: 'localhost:5173',
          uri: 'http://localhost:5173/',
          version: '1',
          nonce,
          issuedAt: new Date(),
          statement: 'Sign in to the demo.',
          ...fields,
        }),
      );
      return { nonce, token, message, signature: await SIGNER.signMessage({ message }) };
    }

    async function authenticate(
      body: { message: string; signature: string; token: string },
      origin = 'http://localhost:5173',
    ) {
      return ctx().inject({
        method: 'POST',
        url: `/auth/v1/authenticate?${DEMO}`,
        headers: { origin },
        payload: { message: body.message, signature: body.signature, nonceToken: body.token },
      });
    }

    async function nonceUsed(nonce: string): Promise<boolean> {
      const { rows } = await ctx().db.query<{ used_at: unknown }>(
        'SELECT used_at FROM siwx_nonces WHERE nonce = $1',
        [nonce],
      );
      return rows[0]?.used_at !== null;
    }

    it('refuses a statement with a NUL before spending the nonce', async () => {
      const signed = await attempt({ statement: 'Sign in\u0000 to the demo.' });
      const response = await authenticate(signed);
      expect(response.statusCode).toBe(400);
      expectErrorBody(response.body, 'INVALID_REQUEST');
      expect(await nonceUsed(signed.nonce)).toBe(false);
    });

    it.each([
      ['a right-to-left override', 'Sign in \u202e to the demo.', 'statement'],
      ['a line separator', 'Sign in\u2028to the demo.', 'statement'],
      ['markup', 'Sign in <b>now</b>', 'statement'],
    ])('refuses a statement with %s (SIWX_INVALID_MESSAGE), nonce unspent', async (_title, statement) => {
      const signed = await attempt({ statement });
      const response = await authenticate(signed);
      expect(response.statusCode).toBe(400);
      expectErrorBody(response.body, 'SIWX_INVALID_MESSAGE');
      expect(response.json().message).toMatch(/statement may hold only .*, not U\+[0-9A-F]{4}\.$/);
      expect(await nonceUsed(signed.nonce)).toBe(false);
    });

    it('refuses a request id with a space or a bidi mark', async () => {
      for (const requestId of ['req 1', 'req\u20661']) {
        const signed = await attempt({ requestId });
        const response = await authenticate(signed);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('SIWX_INVALID_MESSAGE');
        expect(response.json().message).toMatch(/Request ID/);
      }
    });

    it('refuses an all-lower-case address (EIP-4361 asks for EIP-55)', async () => {
      const signed = await attempt({}, (text) => text.replace(SIGNER.address, SIGNER.address.toLowerCase()));
      const response = await authenticate(signed);
      expect(response.statusCode).toBe(400);
      expectErrorBody(response.body, 'SIWX_INVALID_ADDRESS');
      expect(await nonceUsed(signed.nonce)).toBe(false);
    });

    it.each(['127.1:5173', '0x7f.1:5173', '2130706433:5173', '0177.0.0.1:5173', 'LOCALHOST:5173'])(
      'refuses the domain %s, another spelling of an allowed host',
      async (domain) => {
        const signed = await attempt({ uri: 'http://127.0.0.1:5173/' }, (text) =>
          text.replace(/^localhost:5173 /, `${domain} `),
        );
        const response = await authenticate(signed, 'http://127.0.0.1:5173');
        expect(response.statusCode).toBe(401);
        expectErrorBody(response.body, 'SIWX_DOMAIN_NOT_ALLOWED');
        expect(await nonceUsed(signed.nonce)).toBe(false);
      },
    );

    it('refuses the high-s twin of a valid signature before spending the nonce', async () => {
      const signed = await attempt();
      const twin = highSTwin(signed.signature);
      // The twin recovers the same signer: without the check it would pass as a second valid signature.
      expect(await recoverMessageAddress({ message: signed.message, signature: twin })).toBe(SIGNER.address);
      const response = await authenticate({ ...signed, signature: twin });
      expect(response.statusCode).toBe(400);
      expectErrorBody(response.body, 'SIWX_MALFORMED_SIGNATURE');
      expect(response.json().message).toMatch(/low-s/);
      expect(await nonceUsed(signed.nonce)).toBe(false);
    });
  });

  describe('registry import', () => {
    it('refuses names imitating catalogue or registered wallets, and links with bidi controls', async () => {
      const first = await importRegistry(ctx().db, [{ id: 'acme-wallet', name: 'Acme Wallet' }]);
      expect(first.written).toBe(true);
      const report = await importRegistry(ctx().db, [
        { id: 'metamask-2', name: 'MetaMаsk' },
        { id: 'acme-2', name: 'AcmeWallet' },
        { id: 'tricky', name: 'Tricky', homepage: 'https://tricky.example/\u202egpj.exe' },
      ]);
      expect(report.written).toBe(false);
      expect(report.problems.map((problem) => [problem.id, problem.problems[0]])).toEqual([
        ['metamask-2', expect.stringMatching(/Cyrillic and Latin/)],
        ['acme-2', expect.stringMatching(/looks like the known wallet "Acme Wallet"/)],
        ['tricky', 'homepage: not an allowed link (https, or a known wallet app scheme)'],
      ]);
    });
  });

  describe("Fastify's own errors", () => {
    it('answers an undecodable URL with 400 INVALID_REQUEST, not the URL', async () => {
      const response = await ctx().inject(`/getWallets/%E0%A4%A?${DEMO}`);
      expect(response.statusCode).toBe(400);
      expectErrorBody(response.body, 'INVALID_REQUEST');
      expect(response.body).not.toContain('%E0');
    });

    it('answers a too-long path parameter with 414, not the path', async () => {
      const response = await ctx().inject(`/v1/profile/account/${'x'.repeat(300)}?${DEMO}`);
      expect(response.statusCode).toBe(414);
      expectErrorBody(response.body, 'URI_TOO_LONG');
      expect(response.body).not.toContain('xxxx');
    });

    it.each([
      ['invalid JSON', '{"eventId": <script>', 'application/json', 400, 'INVALID_REQUEST'],
      ['an empty JSON body', '', 'application/json', 400, 'INVALID_REQUEST'],
      ['a forbidden prototype key', '{"__proto__": {"x": 1}}', 'application/json', 400, 'INVALID_REQUEST'],
      ['an unsupported media type', '<x/>', 'application/x-evil-<script>', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['a body over 1 MB', `"${'x'.repeat(1_100_000)}"`, 'application/json', 413, 'PAYLOAD_TOO_LARGE'],
    ])(
      'answers %s with the documented error and no echo',
      async (_title, payload, contentType, status, code) => {
        const response = await ctx().inject({
          method: 'POST',
          url: `/e?${DEMO}`,
          headers: { 'content-type': contentType },
          payload,
        });
        expect(response.statusCode).toBe(status);
        expectErrorBody(response.body, code);
        expect(response.body).not.toMatch(/script|FST_|x-evil|proto/);
      },
    );

    it('answers an unknown route without repeating its path', async () => {
      const response = await ctx().inject('/nope/%3Cscript%3E');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No route answers GET at this path' });
    });
  });
});
