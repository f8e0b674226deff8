import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authenticateConnection } from '../src/client-identity.js';
import { createTestIdentity } from '../src/test-identity.js';

const AUD = 'ws://127.0.0.1:8790';
const policy = { audiences: [AUD] };
const url = (query: Record<string, string>) => `/?${new URLSearchParams(query)}`;

describe('authenticateConnection', () => {
  it("names the client by its token's verified iss, from the query or an Authorization header", () => {
    const identity = createTestIdentity();
    const token = identity.token(AUD);
    expect(authenticateConnection(url({ auth: token, projectId: 'p', ua: 'wc-2/js' }), {}, policy)).toEqual({
      ok: true,
      clientId: identity.clientId,
    });
    expect(
      authenticateConnection(url({ projectId: 'p' }), { authorization: `Bearer ${token}` }, policy),
    ).toEqual({ ok: true, clientId: identity.clientId });
  });

  it('refuses with 401 without a token, with a bad one, or without a projectId (unless allowed)', () => {
    const token = createTestIdentity().token(AUD);
    expect(authenticateConnection(url({ projectId: 'p' }), {}, policy)).toEqual({
      ok: false,
      status: 401,
      reason: 'auth token is missing (?auth= or Authorization: Bearer)',
    });
    expect(authenticateConnection(url({ auth: `${token}x`, projectId: 'p' }), {}, policy)).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(authenticateConnection(url({ auth: token }), {}, policy)).toEqual({
      ok: false,
      status: 401,
      reason: 'projectId is missing',
    });
    expect(authenticateConnection(url({ auth: token, projectId: '' }), {}, policy)).toMatchObject({
      ok: false,
    });
    expect(
      authenticateConnection(url({ auth: token }), {}, { ...policy, requireProjectId: false }),
    ).toMatchObject({
      ok: true,
    });
  });

  it('property: never throws, whatever the URL and headers', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (path, auth, header) => {
        const result = authenticateConnection(
          `/${encodeURIComponent(path)}?projectId=p&auth=${encodeURIComponent(auth)}`,
          { authorization: header },
          policy,
        );
        expect(result.ok).toBe(false);
      }),
    );
  });
});
