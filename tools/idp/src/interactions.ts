/**
 * The interaction routes of one personality, under `<personality>/interaction/<uid>`:
 *   GET            the login page (pick a test user) or the consent page (Allow / Deny), whichever the
 *                  authorization request waits for;
 *   POST …/login   signs the picked user in;
 *   POST …/confirm grants what the client asked for (Allow);
 *   POST …/abort   ends the request with error=access_denied (Deny, or Cancel on the login page).
 * oidc-provider then sends the browser back to the client's redirect URI.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { default as OidcProvider } from 'oidc-provider';
import { PAGE_HEADERS, renderConsentPage, renderErrorPage, renderLoginPage } from './pages.js';
import type { Personality } from './personalities.js';
import { findTestUser, subjectOf, testUserByKey } from './test-users.js';

const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|confirm|abort))?$/;
const FORM_LIMIT_BYTES = 8 * 1024;

export interface InteractionContext {
  oidc: OidcProvider;
  personality: Personality;
  /** e.g. /google */
  mountPath: string;
}

class InteractionError extends Error {
  override name = 'InteractionError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function sendPage(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, PAGE_HEADERS);
  response.end(html);
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > FORM_LIMIT_BYTES) throw new InteractionError(413, 'invalid_request', 'The form is too large.');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** True when the path is an interaction route (handled, whatever the outcome). */
export function isInteractionPath(path: string): boolean {
  return INTERACTION_PATH.test(path);
}

export async function handleInteraction(
  context: InteractionContext,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const [, uid, action] = INTERACTION_PATH.exec(path) ?? [];
  try {
    const method = request.method ?? 'GET';
    if (action === undefined ? method !== 'GET' : method !== 'POST') {
      throw new InteractionError(405, 'invalid_request', 'This address does not take that method.');
    }
    const details = await context.oidc.interactionDetails(request, response);
    // The cookie names the interaction in progress; a page left open from an older one must not act on it.
    if (details.uid !== uid) {
      throw new InteractionError(400, 'invalid_request', 'This page belongs to a sign-in that is over.');
    }
    const base = `${context.mountPath}/interaction/${uid}`;
    const clientId = String(details.params.client_id);
    const client = await context.oidc.Client.find(clientId);
    const clientName = client?.clientName ?? clientId;
    const provider = context.personality.provider;
    if (action === undefined && details.prompt.name === 'login') {
      sendPage(
        response,
        200,
        renderLoginPage({
          personality: context.personality,
          clientName,
          loginAction: `${base}/login`,
          abortAction: `${base}/abort`,
        }),
      );
    } else if (action === undefined && details.prompt.name === 'consent') {
      const user = findTestUser(provider, details.session?.accountId ?? '');
      if (user === undefined) throw new InteractionError(400, 'login_required', 'No test user is signed in.');
      const scopes = String(details.params.scope ?? '')
        .split(' ')
        .filter((scope) => scope !== '');
      sendPage(
        response,
        200,
        renderConsentPage({
          personality: context.personality,
          clientName,
          user,
          scopes,
          confirmAction: `${base}/confirm`,
          abortAction: `${base}/abort`,
        }),
      );
    } else if (action === 'login') {
      if (details.prompt.name !== 'login') {
        throw new InteractionError(400, 'invalid_request', 'This sign-in is not waiting for a login.');
      }
      const user = testUserByKey((await readForm(request)).get('user') ?? '');
      if (user === undefined)
        throw new InteractionError(400, 'invalid_request', 'Pick one of the test users.');
      await context.oidc.interactionFinished(
        request,
        response,
        { login: { accountId: subjectOf(provider, user) } },
        { mergeWithLastSubmission: false },
      );
    } else if (action === 'confirm') {
      if (details.prompt.name !== 'consent') {
        throw new InteractionError(400, 'invalid_request', 'This sign-in is not waiting for consent.');
      }
      const grantId = await grantRequested(context.oidc, details);
      await context.oidc.interactionFinished(request, response, { consent: { grantId } });
    } else if (action === 'abort') {
      await context.oidc.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The user denied the request.' },
        { mergeWithLastSubmission: false },
      );
    } else {
      throw new InteractionError(400, 'invalid_request', 'This sign-in is not waiting for anything.');
    }
  } catch (error) {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    const failure = describeFailure(error);
    sendPage(response, failure.status, renderErrorPage(failure));
    if (failure.status >= 500) console.error('Identity provider interaction failed:', error);
  }
}

function describeFailure(error: unknown): {
  status: number;
  title: string;
  error: string;
  description: string;
} {
  if (error instanceof InteractionError) {
    return {
      status: error.status,
      title: 'Sign-in could not continue',
      error: error.code,
      description: error.message,
    };
  }
  // oidc-provider's answer when the interaction cookie is gone: expired, finished, or another browser.
  if (error instanceof Error && error.name === 'SessionNotFound') {
    return {
      status: 400,
      title: 'This sign-in has expired',
      error: 'invalid_request',
      description: 'It took too long or was already finished.',
    };
  }
  return {
    status: 500,
    title: 'Sign-in could not continue',
    error: 'server_error',
    description: 'The identity provider failed; see its console.',
  };
}

type InteractionDetails = Awaited<ReturnType<OidcProvider['interactionDetails']>>;

/** Grants everything the consent prompt found missing (Allow grants what was asked, nothing more). */
async function grantRequested(oidc: OidcProvider, details: InteractionDetails): Promise<string> {
  const accountId = details.session?.accountId;
  if (accountId === undefined)
    throw new InteractionError(400, 'login_required', 'No test user is signed in.');
  const grant =
    (details.grantId === undefined ? undefined : await oidc.Grant.find(details.grantId)) ??
    new oidc.Grant({ accountId, clientId: String(details.params.client_id) });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope !== undefined) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims !== undefined) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}
