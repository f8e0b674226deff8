import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ConnectParams,
  isFarcasterAnswerPath,
  readConnectUrl,
  relayUrl,
  schemeConnectUrl,
  webConnectUrl,
} from './connect-url.js';

const params: ConnectParams = {
  channelToken: 'abc_DEF-123',
  nonce: 'k7Qm2Vx9Lp4Rt8Wz',
  domain: 'localhost:5173',
  siweUri: 'http://localhost:5173',
  expirationTime: '2030-01-01T00:10:00.000Z',
  relay: 'http://127.0.0.1:8787/embedded/v1/farcaster',
};

describe('connect links', () => {
  it('spell every parameter, in both forms', () => {
    expect(schemeConnectUrl(params)).toBe(
      'farcaster://connect?channelToken=abc_DEF-123&nonce=k7Qm2Vx9Lp4Rt8Wz&domain=localhost%3A5173&siweUri=http%3A%2F%2Flocalhost%3A5173&expirationTime=2030-01-01T00%3A10%3A00.000Z&relay=http%3A%2F%2F127.0.0.1%3A8787%2Fembedded%2Fv1%2Ffarcaster',
    );
    expect(webConnectUrl('http://127.0.0.1:8787/', params)).toMatch(
      /^http:\/\/127\.0\.0\.1:8787\/embedded\/v1\/farcaster\/connect\?channelToken=abc_DEF-123&/,
    );
    expect(relayUrl('https://api.example.com')).toBe('https://api.example.com/embedded/v1/farcaster');
  });

  it('read back what they carry, whatever the values', () => {
    const value = fc.string({ minLength: 1, maxLength: 60 });
    const anyParams = fc.record({
      channelToken: value,
      nonce: value,
      domain: value,
      siweUri: value,
      expirationTime: value,
      relay: value,
    });
    fc.assert(
      fc.property(anyParams, (given) => {
        expect(readConnectUrl(schemeConnectUrl(given))).toEqual(given);
        expect(readConnectUrl(webConnectUrl('https://api.example.com', given))).toEqual(given);
      }),
    );
  });

  it('read nothing from other links or links missing a parameter', () => {
    expect(readConnectUrl('https://warpcast.com/~/siwf?channelToken=x')).toBeUndefined();
    expect(readConnectUrl('farcaster://other?channelToken=x')).toBeUndefined();
    expect(readConnectUrl('not a url')).toBeUndefined();
    const withoutRelay = schemeConnectUrl(params).replace(/&relay=[^&]*/, '');
    expect(readConnectUrl(withoutRelay)).toBeUndefined();
  });
});

describe('isFarcasterAnswerPath', () => {
  it('is the wallet’s authenticate route only', () => {
    expect(isFarcasterAnswerPath('/embedded/v1/farcaster/channel/abc_D-1/authenticate')).toBe(true);
    expect(isFarcasterAnswerPath('/embedded/v1/farcaster/channel/abc/authenticate?x=1')).toBe(true);
    expect(isFarcasterAnswerPath('/embedded/v1/farcaster/channel/abc/status')).toBe(false);
    expect(isFarcasterAnswerPath('/embedded/v1/farcaster/channel')).toBe(false);
    expect(isFarcasterAnswerPath('/embedded/v1/farcaster/channel/a/b/authenticate')).toBe(false);
    expect(isFarcasterAnswerPath('/embedded/v1/otp')).toBe(false);
    expect(isFarcasterAnswerPath(undefined)).toBe(false);
  });
});
