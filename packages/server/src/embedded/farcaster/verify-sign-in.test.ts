/**
 * The rules of a Farcaster sign-in answer, without a chain: the registry is a fixed table and the
 * signature is checked by viem's local recovery (an EOA custody key). The property: once signed, no
 * field of the message, no character of its text and no other fid gets through.
 */
import type { SiwxMessageData } from '@walletport/core/internal';
import { formatSiwxMessage } from '@walletport/core/siwx';
import fc from 'fast-check';
import { type Hex, verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error.js';
import { type ExpectedSignIn, type SignInChain, verifySignIn } from './verify-sign-in.js';

const NOW_MS = Date.UTC(2030, 0, 1, 12);
const custodyKey = privateKeyToAccount(`0x${'11'.repeat(32)}`);
const otherKey = privateKeyToAccount(`0x${'22'.repeat(32)}`);

const expected: ExpectedSignIn = {
  domain: 'shop.example.com',
  siweUri: 'https://shop.example.com',
  nonce: 'k7Qm2Vx9Lp4Rt8Wz',
  hostOrigin: 'https://shop.example.com',
  chainId: 31337,
};

/** fid 1 is the custody key's, named; fid 2 another key's, unnamed; nothing else is registered. */
const custody = new Map<number, Hex>([
  [1, custodyKey.address],
  [2, otherKey.address],
]);
const chain: SignInChain = {
  custodyOf: async (fid) => custody.get(fid),
  usernameOf: async (fid) => (fid === 1 ? 'walletport-dev' : undefined),
  isSignedBy: (address, message, signature) => verifyMessage({ address, message, signature }),
};

const baseFields: SiwxMessageData = {
  domain: expected.domain,
  accountAddress: custodyKey.address,
  statement: 'Farcaster Auth',
  uri: expected.siweUri,
  version: '1',
  chainId: 'eip155:31337',
  nonce: expected.nonce,
  issuedAt: new Date(NOW_MS - 5_000).toISOString(),
  expirationTime: new Date(NOW_MS + 600_000).toISOString(),
  resources: ['farcaster://fid/1'],
};

const message = formatSiwxMessage(baseFields);
const signature = await custodyKey.signMessage({ message });

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return { status: error.statusCode, code: error.code };
}

describe('verifySignIn', () => {
  it('accepts the signed message of the channel, with the registry’s name for the fid', async () => {
    await expect(verifySignIn({ message, signature, fid: 1 }, expected, chain, NOW_MS)).resolves.toEqual({
      fid: 1,
      username: 'walletport-dev',
      custody: custodyKey.address,
    });
    const claimed = { message, signature, fid: 1, username: 'walletport-dev' };
    await expect(verifySignIn(claimed, expected, chain, NOW_MS)).resolves.toMatchObject({ fid: 1 });
  });

  it('refuses a signer that is not the fid’s custody, an unknown fid and a false username', async () => {
    const otherSignature = await otherKey.signMessage({ message });
    expect(
      await refusal(verifySignIn({ message, signature: otherSignature, fid: 1 }, expected, chain, NOW_MS)),
    ).toEqual({ status: 401, code: 'FARCASTER_INVALID_SIGNATURE' });
    const otherFields = { ...baseFields, accountAddress: otherKey.address, resources: ['farcaster://fid/2'] };
    const otherMessage = formatSiwxMessage(otherFields);
    const signedByOther = await otherKey.signMessage({ message: otherMessage });
    // fid 2's key signing for fid 1: the address is not fid 1's custody.
    expect(
      await refusal(
        verifySignIn({ message: otherMessage, signature: signedByOther, fid: 1 }, expected, chain, NOW_MS),
      ),
    ).toEqual({ status: 401, code: 'FARCASTER_FID_MISMATCH' });
    const unnamed = formatSiwxMessage({ ...otherFields, resources: [] });
    const unnamedSignature = await otherKey.signMessage({ message: unnamed });
    expect(
      await refusal(
        verifySignIn({ message: unnamed, signature: unnamedSignature, fid: 1 }, expected, chain, NOW_MS),
      ),
    ).toEqual({ status: 401, code: 'FARCASTER_NOT_CUSTODY' });
    expect(await refusal(verifySignIn({ message, signature, fid: 3 }, expected, chain, NOW_MS))).toEqual({
      status: 401,
      code: 'FARCASTER_FID_MISMATCH',
    });
    const noResource = formatSiwxMessage({ ...baseFields, resources: [] });
    const noResourceSignature = await custodyKey.signMessage({ message: noResource });
    expect(
      await refusal(
        verifySignIn(
          { message: noResource, signature: noResourceSignature, fid: 3 },
          expected,
          chain,
          NOW_MS,
        ),
      ),
    ).toEqual({ status: 401, code: 'FARCASTER_UNKNOWN_FID' });
    expect(
      await refusal(
        verifySignIn({ message, signature, fid: 1, username: 'someone' }, expected, chain, NOW_MS),
      ),
    ).toEqual({ status: 401, code: 'FARCASTER_USERNAME_MISMATCH' });
  });

  it('refuses a message outside its time: expired, not yet valid, issued in the future', async () => {
    const at = (ms: number) => verifySignIn({ message, signature, fid: 1 }, expected, chain, ms);
    expect(await refusal(at(NOW_MS + 600_000))).toMatchObject({ code: 'FARCASTER_MESSAGE_EXPIRED' });
    expect(await refusal(at(NOW_MS - 5_000 - 61_000))).toMatchObject({ code: 'FARCASTER_ISSUED_IN_FUTURE' });
    const later = formatSiwxMessage({ ...baseFields, notBefore: new Date(NOW_MS + 60_000).toISOString() });
    const laterSignature = await custodyKey.signMessage({ message: later });
    expect(
      await refusal(
        verifySignIn({ message: later, signature: laterSignature, fid: 1 }, expected, chain, NOW_MS),
      ),
    ).toMatchObject({ code: 'FARCASTER_MESSAGE_NOT_YET_VALID' });
  });

  it('refuses text that is not an EIP-4361 message, and a signature that is not hex', async () => {
    expect(
      await refusal(verifySignIn({ message: 'hello', signature, fid: 1 }, expected, chain, NOW_MS)),
    ).toEqual({
      status: 400,
      code: 'SIWX_INVALID_MESSAGE',
    });
    expect(
      await refusal(verifySignIn({ message, signature: 'zz', fid: 1 }, expected, chain, NOW_MS)),
    ).toEqual({
      status: 400,
      code: 'FARCASTER_MALFORMED_SIGNATURE',
    });
  });
});

/** Text EIP-4361 allows in a statement (reserved / unreserved / space), and in a request id (pchar). */
const statementText = fc.stringMatching(/^[A-Za-z0-9.,:!?-]([A-Za-z0-9 .,:!?-]{0,38}[A-Za-z0-9.,:!?-])?$/);
const requestIdText = fc.stringMatching(/^[A-Za-z0-9._~-]{1,40}$/);
const isoTime = (min: number, max: number) =>
  fc.integer({ min, max }).map((ms) => new Date(ms).toISOString());

/** A different, still well-formed value for one field of the message. */
const fieldChange: fc.Arbitrary<Partial<SiwxMessageData>> = fc.oneof(
  fc.domain().map((domain) => ({ domain })),
  fc.constant({ accountAddress: otherKey.address }),
  statementText.map((statement) => ({ statement })),
  fc.constant({ statement: undefined }),
  fc.webUrl().map((uri) => ({ uri })),
  fc.integer({ min: 1, max: 1_000_000 }).map((id) => ({ chainId: `eip155:${id}` as const })),
  fc.stringMatching(/^[A-Za-z0-9]{8,32}$/).map((nonce) => ({ nonce })),
  isoTime(NOW_MS - 86_400_000, NOW_MS).map((issuedAt) => ({ issuedAt })),
  isoTime(NOW_MS + 1_000, NOW_MS + 86_400_000).map((expirationTime) => ({ expirationTime })),
  fc.constant({ expirationTime: undefined }),
  isoTime(NOW_MS - 86_400_000, NOW_MS).map((notBefore) => ({ notBefore })),
  requestIdText.map((requestId) => ({ requestId })),
  fc.array(fc.webUrl(), { maxLength: 3 }).map((resources) => ({ resources })),
);

describe('verifySignIn, as a property', () => {
  it('refuses the signature once any field of the message changes', async () => {
    await fc.assert(
      fc.asyncProperty(fieldChange, async (change) => {
        const changed = { ...baseFields, ...change } as SiwxMessageData;
        const text = formatSiwxMessage(changed);
        fc.pre(text !== message);
        const outcome = await refusal(
          verifySignIn({ message: text, signature, fid: 1 }, expected, chain, NOW_MS),
        );
        expect([400, 401]).toContain(outcome.status);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses the signature once any character of the text changes', async () => {
    const edit = fc.record({
      at: fc.nat({ max: message.length - 1 }),
      kind: fc.constantFrom('replace', 'insert', 'delete'),
      char: fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
    });
    await fc.assert(
      fc.asyncProperty(edit, async ({ at, kind, char }) => {
        const text =
          kind === 'delete'
            ? message.slice(0, at) + message.slice(at + 1)
            : message.slice(0, at) + char + message.slice(kind === 'replace' ? at + 1 : at);
        fc.pre(text !== message);
        const outcome = await refusal(
          verifySignIn({ message: text, signature, fid: 1 }, expected, chain, NOW_MS),
        );
        expect([400, 401]).toContain(outcome.status);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses the signature for any other fid', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: Number.MAX_SAFE_INTEGER }), async (fid) => {
        const outcome = await refusal(verifySignIn({ message, signature, fid }, expected, chain, NOW_MS));
        expect(outcome.status).toBe(401);
      }),
    );
  });
});
