/**
 * Loads oidc-provider once. On import it warns that any Node.js release before 22 is unsupported, yet it
 * runs on the Node 20 this repository supports and the tests prove the flows it serves; that one line would
 * only alarm whoever reads `npm start`, so it alone is held back while the module loads.
 */
type OidcModule = typeof import('oidc-provider');

let loading: Promise<OidcModule> | undefined;

export function loadOidcProvider(): Promise<OidcModule> {
  loading ??= (async () => {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return;
      warn(...args);
    };
    try {
      return await import('oidc-provider');
    } finally {
      console.warn = warn;
    }
  })();
  return loading;
}
