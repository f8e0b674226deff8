/**
 * One personality as an oidc-provider instance: its issuer (the personality's path on the shared server),
 * its one static client, its scopes and claims, and the interaction policy that shows the login page and the
 * consent page at every authorization, so a test always picks its user and always allows or denies.
 */
import type { Configuration, JWK, KoaContextWithOIDC, default as OidcProvider } from 'oidc-provider';
import type { MemoryStore } from './memory-store.js';
import { loadOidcProvider } from './oidc-module.js';
import { renderErrorPage } from './pages.js';
import { clientOf, type Personality } from './personalities.js';
import { findTestUser, oidcClaimsOf } from './test-users.js';

export interface PersonalityProviderOptions {
  personality: Personality;
  /** e.g. http://127.0.0.1:8792/google: its path is where the personality is mounted. */
  issuer: string;
  redirectUris: readonly string[];
  /** The private signing key(s) for id_tokens. */
  signingKeys: readonly JWK[];
  cookieKeys: readonly string[];
  store: MemoryStore;
}

// Which OpenID Connect scope releases which claims. Apple and Facebook name the name scope their own way.
const CLAIMS_BY_SCOPE: Readonly<Record<string, readonly string[]>> = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['name'],
  name: ['name'],
  public_profile: ['name'],
};

function oidcClaimsConfig(personality: Personality): Record<string, string[]> {
  const entries = personality.scopes
    .filter((scope) => CLAIMS_BY_SCOPE[scope] !== undefined)
    .map((scope) => [scope, [...CLAIMS_BY_SCOPE[scope]!]]);
  return Object.fromEntries(entries);
}

async function askEveryTime(): Promise<NonNullable<Configuration['interactions']>['policy']> {
  const { interactionPolicy } = await loadOidcProvider();
  const { Check } = interactionPolicy;
  const policy = interactionPolicy.base();
  // A provider that remembered the last user would hide the login page from the next test: the login
  // step is asked for once in every authorization request, and so is consent.
  policy
    .get('login')!
    .checks.add(
      new Check('pick_test_user', 'a test user is picked at every sign-in', 'login_required', (ctx) =>
        ctx.oidc.result?.login === undefined ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT,
      ),
    );
  policy
    .get('consent')!
    .checks.add(
      new Check(
        'confirm_every_time',
        'the user allows or denies at every sign-in',
        'consent_required',
        (ctx) => (ctx.oidc.result?.consent === undefined ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT),
      ),
    );
  return policy;
}

export async function createPersonalityProvider(options: PersonalityProviderOptions): Promise<OidcProvider> {
  const { Provider } = await loadOidcProvider();
  const { personality, store } = options;
  const { provider } = personality;
  const mountPath = new URL(options.issuer).pathname.replace(/\/$/, '');
  const { clientId, clientSecret } = clientOf(provider);
  const configuration: Configuration = {
    adapter: (model: string) => store.adapterFor(model),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        client_name: 'Walletport',
        redirect_uris: [...options.redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // oidc-provider also takes the secret in the body (client_secret_post) for a client registered so.
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: [...personality.scopes],
    ...(personality.oidc ? { claims: oidcClaimsConfig(personality) } : {}),
    // Real providers put email and name in the id_token of a code flow; clients read them there.
    conformIdTokenClaims: false,
    async findAccount(_ctx: KoaContextWithOIDC, subject: string) {
      const user = findTestUser(provider, subject);
      if (user === undefined) return undefined;
      return { accountId: subject, claims: () => oidcClaimsOf(provider, user) };
    },
    // Only the grant made by this authorization's consent counts (see askEveryTime).
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId === undefined ? undefined : ctx.oidc.provider.Grant.find(grantId);
    },
    interactions: {
      policy: await askEveryTime(),
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: personality.oidc },
      rpInitiatedLogout: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
    },
    routes: { authorization: personality.routes.authorization, token: personality.routes.token },
    // Seconds. Short-lived like the real providers' codes and tokens; a sign-in has an hour to finish.
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 3600,
      IdToken: 3600,
      Interaction: 3600,
      Session: 24 * 3600,
      Grant: 24 * 3600,
    },
    jwks: { keys: [...options.signingKeys] },
    cookies: {
      keys: [...options.cookieKeys],
      // Every personality shares one host: cookies carry the provider in their name so they never clash.
      names: {
        session: `_${provider}_session`,
        interaction: `_${provider}_interaction`,
        resume: `_${provider}_interaction_resume`,
      },
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'");
      ctx.body = renderErrorPage({
        title: 'Sign-in could not continue',
        error: out.error,
        description: out.error_description,
      });
    },
  };
  const oidc = new Provider(options.issuer, configuration);
  oidc.proxy = false;
  return oidc;
}
