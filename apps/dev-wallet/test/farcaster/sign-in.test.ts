import fc from 'fast-check';
import { verifyMessage } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { postSignIn, signSignIn } from '../../src/farcaster/sign-in.js';
import { authenticateUrl, readSignInLink, SignInLinkError } from '../../src/farcaster/sign-in-link.js';
import { devnetMnemonic } from '../../src/wallet/accounts.js';

const TOKEN = 'A'.repeat(43);
const QUERY = new URLSearchParams({
  channelToken: TOKEN,
  nonce: 'kq3Zr8vWm2PxT5nLbQ1c',
  domain: '127.0.0.1:5173',
  siweUri: 'http://127.0.0.1:5173',
  expirationTime: '2026-11-27T10:10:00.000Z',
  relay: 'http://127.0.0.1:8787/embedded/v1/farcaster',
});
const SCHEME_LINK = `farcaster://connect?${QUERY}`;
const account = {
  fid: 1,
  username: 'walletport-dev',
  custody: mnemonicToAccount(devnetMnemonic, { addressIndex: 6 }),
  chainId: 31337,
};

describe('Farcaster sign-in links', () => {
  it('reads the farcaster:// link and the https page alike', () => {
    const link = readSignInLink(SCHEME_LINK);
    expect(link).toMatchObject({ channelToken: TOKEN, domain: '127.0.0.1:5173' });
    expect(readSignInLink(`http://127.0.0.1:8787/embedded/v1/farcaster/connect?${QUERY}`)).toEqual(link);
    expect(authenticateUrl(link)).toBe(
      `http://127.0.0.1:8787/embedded/v1/farcaster/channel/${TOKEN}/authenticate`,
    );
  });

  it('refuses a relay that is not http(s), a site that is not the domain, and other links', () => {
    const variant = (name: string, value: string) => {
      const query = new URLSearchParams(QUERY);
      query.set(name, value);
      return `farcaster://connect?${query}`;
    };
    expect(() => readSignInLink(variant('relay', 'javascript:alert(1)'))).toThrow('not an http(s) URL');
    expect(() => readSignInLink(variant('relay', 'http://user:pw@evil.example'))).toThrow('credentials');
    expect(() => readSignInLink(variant('siweUri', 'http://evil.example'))).toThrow('not its domain');
    expect(() => readSignInLink(variant('channelToken', '../../x'))).toThrow('channelToken');
    expect(() => readSignInLink('wc:abc@2?relay-protocol=irn')).toThrow('not a Farcaster sign-in link');
    expect(() => readSignInLink('https://evil.example/other?channelToken=x')).toThrow(
      'not a Farcaster sign-in link',
    );
  });

  it('never throws anything but SignInLinkError, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constant(SCHEME_LINK)), (text) => {
        try {
          readSignInLink(text);
        } catch (error) {
          expect(error).toBeInstanceOf(SignInLinkError);
        }
      }),
    );
  });
});

describe('signing and answering', () => {
  it("signs SIWF's EIP-4361 message with the custody key, naming the fid", async () => {
    const link = readSignInLink(SCHEME_LINK);
    const answer = await signSignIn(link, account, new Date('2026-11-27T10:00:00.000Z'));
    const fields = parseSiweMessage(answer.message);
    expect(fields).toMatchObject({
      domain: '127.0.0.1:5173',
      address: account.custody.address,
      statement: 'Farcaster Auth',
      uri: 'http://127.0.0.1:5173',
      chainId: 31337,
      nonce: link.nonce,
      resources: ['farcaster://fid/1'],
    });
    await expect(
      verifyMessage({
        address: account.custody.address,
        message: answer.message,
        signature: answer.signature,
      }),
    ).resolves.toBe(true);
  });

  it('posts to the relay and reports the server’s refusal in its own words', async () => {
    const link = readSignInLink(SCHEME_LINK);
    const answer = await signSignIn(link, account);
    const seen: string[] = [];
    await postSignIn(link, answer, async (url) => {
      seen.push(String(url));
      return new Response('{"state":"completed","fid":1}', { status: 200 });
    });
    expect(seen).toEqual([authenticateUrl(link)]);
    await expect(
      postSignIn(link, answer, async () =>
        Response.json(
          { code: 'FARCASTER_CHANNEL_USED', message: 'This sign-in was already answered.' },
          { status: 409 },
        ),
      ),
    ).rejects.toThrow('This sign-in was already answered.');
    await expect(
      postSignIn(link, answer, async () => {
        throw new TypeError('fetch failed');
      }),
    ).rejects.toThrow('Could not reach 127.0.0.1:8787.');
  });
});
