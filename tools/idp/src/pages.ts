/**
 * The identity provider's pages: the login page (pick a test user), the consent page (Allow or Deny), an
 * error page and the index. Plain HTML forms, no script; every value that reaches a page is escaped.
 */
import type { Personality } from './personalities.js';
import { TEST_USERS, type TestUser } from './test-users.js';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

// Pages load nothing and run nothing. No form-action limit: after Allow the browser follows redirects to
// the client's redirect URI on another origin, which a form-action 'self' would block.
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
} as const;

const STYLE = `
  :root { color-scheme: light dark; --text: #111827; --muted: #4b5563; --line: #d1d5db; --card: #ffffff;
    --page: #f3f4f6; --accent: #1d4ed8; --accent-text: #ffffff; --hover: #eff6ff; --focus: #2563eb; }
  @media (prefers-color-scheme: dark) { :root { --text: #f9fafb; --muted: #9ca3af; --line: #374151;
    --card: #1f2937; --page: #111827; --accent: #60a5fa; --accent-text: #0b1220; --hover: #1e3a5f; --focus: #93c5fd; } }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; font: 15px/1.5 system-ui, sans-serif; color: var(--text); background: var(--page);
    display: flex; align-items: flex-start; justify-content: center; padding: 48px 16px; }
  main { width: 100%; max-width: 420px; background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 24px; }
  .note { margin: 0 0 16px; font-size: 12px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
  h1 { margin: 0 0 8px; font-size: 20px; line-height: 1.3; }
  p { margin: 0 0 16px; color: var(--muted); overflow-wrap: anywhere; }
  ul { list-style: none; margin: 0 0 16px; padding: 0; }
  .users li + li { margin-top: 8px; }
  .scopes li { padding: 6px 0; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
  .scopes li:last-child { border-bottom: 0; }
  button { font: inherit; cursor: pointer; border-radius: 8px; }
  button:focus-visible, a:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
  .user { width: 100%; text-align: left; padding: 10px 14px; border: 1px solid var(--line); background: var(--card); color: var(--text); }
  .user:hover { background: var(--hover); }
  .user span { display: block; }
  .user .detail { font-size: 13px; color: var(--muted); }
  .actions { display: flex; gap: 8px; flex-wrap: wrap; }
  .primary, .secondary { flex: 1 1 120px; padding: 10px 16px; border: 1px solid var(--accent); }
  .primary { background: var(--accent); color: var(--accent-text); font-weight: 600; }
  .secondary { background: transparent; color: var(--text); border-color: var(--line); }
  .secondary:hover { background: var(--hover); }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 16px; font-size: 14px; }
  dt { color: var(--muted); }
  dd { margin: 0; overflow-wrap: anywhere; }
  code { font: 13px ui-monospace, monospace; }
  .scopes code { color: var(--muted); }
  a { color: var(--accent); }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="note">Local identity provider · development only</p>
${body}
</main>
</body>
</html>
`;
}

export function describeUser(user: TestUser): string {
  if (user.email === undefined) return 'no email address';
  return `${user.email} · ${user.emailVerified ? 'email verified' : 'email not verified'}`;
}

/** Step 1: the visitor picks one of the test users (no password: everything here is for testing). */
export function renderLoginPage(options: {
  personality: Personality;
  clientName: string;
  loginAction: string;
  abortAction: string;
}): string {
  const { personality } = options;
  const users = TEST_USERS.map(
    (user) => `<li><button class="user" type="submit" name="user" value="${escapeHtml(user.key)}">
  <span>${escapeHtml(user.name)}</span>
  <span class="detail">${escapeHtml(describeUser(user))}</span>
</button></li>`,
  ).join('\n');
  return page(
    `Sign in with ${personality.label}`,
    `<h1>Sign in with ${escapeHtml(personality.label)}</h1>
<p>${escapeHtml(options.clientName)} wants you to sign in. Choose a test user:</p>
<form method="post" action="${escapeHtml(options.loginAction)}">
<ul class="users" aria-label="Test users">
${users}
</ul>
</form>
<form method="post" action="${escapeHtml(options.abortAction)}">
<div class="actions"><button class="secondary" type="submit">Cancel</button></div>
</form>`,
  );
}

// A Map, not an object: a scope named like an Object.prototype member (toString, __proto__) has no description.
const SCOPE_DESCRIPTIONS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    openid: 'Know who you are',
    email: 'Your email address',
    profile: 'Your name',
    name: 'Your name',
    public_profile: 'Your public profile (name)',
    'read:user': 'Read your profile',
    'user:email': 'Read your email addresses',
    user: 'Read and write your profile',
    'users.read': 'Read your profile',
    'tweet.read': 'Read posts you can see',
    'offline.access': 'Stay connected when you are not using the app',
    identify: 'Know your username',
  }),
);

/** Step 2: the signed-in user allows or denies the client. */
export function renderConsentPage(options: {
  personality: Personality;
  clientName: string;
  user: TestUser;
  scopes: readonly string[];
  confirmAction: string;
  abortAction: string;
}): string {
  const { personality, user } = options;
  const scopes = options.scopes.length === 0 ? ['(no scope: your public profile)'] : options.scopes;
  const items = scopes
    .map((scope) => {
      const description = SCOPE_DESCRIPTIONS.get(scope);
      return `<li>${escapeHtml(description ?? scope)}${description === undefined ? '' : ` <code>${escapeHtml(scope)}</code>`}</li>`;
    })
    .join('\n');
  return page(
    `Allow ${options.clientName}?`,
    `<h1>Allow ${escapeHtml(options.clientName)} to use your ${escapeHtml(personality.label)} account?</h1>
<dl>
<dt>Signed in as</dt><dd>${escapeHtml(user.name)}</dd>
<dt>Email</dt><dd>${escapeHtml(describeUser(user))}</dd>
</dl>
<p>${escapeHtml(options.clientName)} asks for:</p>
<ul class="scopes" aria-label="Requested access">
${items}
</ul>
<form method="post" action="${escapeHtml(options.confirmAction)}">
<div class="actions">
<button class="primary" type="submit">Allow</button>
<button class="secondary" type="submit" formaction="${escapeHtml(options.abortAction)}">Deny</button>
</div>
</form>`,
  );
}

export function renderErrorPage(options: { title: string; error: string; description?: string }): string {
  return page(
    options.title,
    `<h1>${escapeHtml(options.title)}</h1>
${options.description === undefined ? '' : `<p>${escapeHtml(options.description)}</p>`}
<dl><dt>Error</dt><dd><code>${escapeHtml(options.error)}</code></dd></dl>
<p>Start the sign-in again from the site you came from.</p>`,
  );
}

/** GET / : which personalities run here and their test users, for a developer who opens the URL. */
export function renderIndexPage(entries: readonly { personality: Personality; issuer: string }[]): string {
  const rows = entries
    .map(
      ({ personality, issuer }) =>
        `<dt>${escapeHtml(personality.label)}</dt><dd><code>${escapeHtml(issuer)}</code> · ${personality.oidc ? 'OpenID Connect' : 'OAuth 2'}</dd>`,
    )
    .join('\n');
  const users = TEST_USERS.map(
    (user) => `<li>${escapeHtml(user.name)}: ${escapeHtml(describeUser(user))}</li>`,
  ).join('\n');
  return page(
    'Local identity provider',
    `<h1>Local identity provider</h1>
<p>Stands in for the social login providers while developing and testing. Sign in through a client; there is nothing to do here.</p>
<dl>
${rows}
</dl>
<p>Test users:</p>
<ul class="scopes">
${users}
</ul>`,
  );
}
