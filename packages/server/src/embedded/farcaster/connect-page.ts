/**
 * The https page behind a sign-in's web link: opened on a phone without the farcaster:// handler, or
 * pasted into a browser. It names the site asking and offers the app link. It is built from the stored
 * channel, never from the link's own query (anyone can write a link saying any domain), and has no
 * scripts: a strict Content-Security-Policy keeps it plain text and one link.
 */
import { escapeHtml } from '../mail-content.js';

export const CONNECT_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
} as const;

export type ConnectPageState =
  | { kind: 'open'; domain: string; schemeUrl: string; expiresAt: Date }
  | { kind: 'completed' }
  | { kind: 'expired' }
  | { kind: 'unknown' };

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { max-width: 26rem; padding: 2rem 1.5rem; text-align: center; line-height: 1.5; }
  h1 { font-size: 1.25rem; margin: 0 0 .75rem; }
  p { margin: 0 0 1rem; color: GrayText; }
  strong { color: CanvasText; }
  a.button { display: inline-block; padding: .75rem 1.25rem; border-radius: .75rem; background: #7c65c1;
    color: #fff; text-decoration: none; font-weight: 600; }
  a.button:focus-visible { outline: 3px solid #7c65c1; outline-offset: 3px; }
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
${body}
</main>
</body>
</html>
`;
}

/** The page for a channel in `state`, and the HTTP status it goes with. */
export function connectPage(state: ConnectPageState): { status: number; html: string } {
  switch (state.kind) {
    case 'open':
      return {
        status: 200,
        html: page(
          'Sign in with Farcaster',
          `<h1>Sign in with Farcaster</h1>
<p><strong>${escapeHtml(state.domain)}</strong> asks you to sign in with your Farcaster account.</p>
<p><a class="button" href="${escapeHtml(state.schemeUrl)}">Open in your Farcaster app</a></p>
<p>The request is good until ${escapeHtml(state.expiresAt.toISOString().slice(11, 16))} UTC.</p>`,
        ),
      };
    case 'completed':
      return {
        status: 409,
        html: page(
          'Already signed in',
          '<h1>Already signed in</h1>\n<p>This sign-in request has been approved. Go back to the site.</p>',
        ),
      };
    case 'expired':
      return {
        status: 410,
        html: page(
          'Sign-in request expired',
          '<h1>This sign-in request expired</h1>\n<p>Go back to the site and start again.</p>',
        ),
      };
    case 'unknown':
      return {
        status: 404,
        html: page(
          'Unknown sign-in request',
          '<h1>Unknown sign-in request</h1>\n<p>Check the link, or go back to the site and start again.</p>',
        ),
      };
  }
}
