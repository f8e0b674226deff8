// Who is on the other end of a socket. The SDK sends `?auth=<JWT>` whose `iss` is its client id
// (did:key:…), stable across reconnects; the real relay identifies clients by it too. We read the claim
// without verifying the signature (a development relay guards nothing) and never log the token.

const DID_KEY = /^did:key:z[1-9A-HJ-NP-Za-km-z]{20,100}$/;

/** The client id from the connection URL, or undefined when there is no well-formed token. */
export function clientIdFromUrl(requestUrl: string | undefined): string | undefined {
  if (!requestUrl) return undefined;
  const auth = new URL(requestUrl, 'ws://relay.invalid').searchParams.get('auth');
  if (!auth) return undefined;
  const payload = auth.split('.')[1];
  if (payload === undefined || payload.length > 4_096) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const iss = typeof claims === 'object' && claims !== null ? (claims as { iss?: unknown }).iss : undefined;
    return typeof iss === 'string' && DID_KEY.test(iss) ? iss : undefined;
  } catch {
    return undefined;
  }
}
