import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientIdFromUrl } from '../src/client-identity.js';
import { authToken, randomClientId } from './support/raw-client.js';

describe('clientIdFromUrl', () => {
  it("reads the SDK's client id from the auth token's iss claim, ignoring the other query parameters", () => {
    const id = randomClientId();
    expect(clientIdFromUrl(`/?auth=${authToken(id)}&projectId=p&ua=wc-2%2Fjs`)).toBe(id);
  });

  it('returns undefined without a usable token', () => {
    expect(clientIdFromUrl(undefined)).toBeUndefined();
    expect(clientIdFromUrl('/?projectId=p')).toBeUndefined();
    expect(clientIdFromUrl('/?auth=nodots')).toBeUndefined();
    expect(clientIdFromUrl(`/?auth=${authToken('not-a-did')}`)).toBeUndefined();
  });

  it('never throws, whatever the URL', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, auth) => {
        const result = clientIdFromUrl(`/${encodeURIComponent(path)}?auth=${encodeURIComponent(auth)}`);
        expect(result === undefined || result.startsWith('did:key:')).toBe(true);
      }),
    );
  });
});
