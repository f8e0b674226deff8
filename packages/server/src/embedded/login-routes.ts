/**
 * Logging in with an emailed code: POST /embedded/v1/otp (send a code), POST /embedded/v1/otp/verify
 * (code → session), GET and DELETE /embedded/v1/session (who is logged in; log out).
 */
import type { FastifyInstance } from 'fastify';
import { isOriginAllowed } from '../projects/index.js';
import { consumeCode, matchCode } from './check-code.js';
import { normalizeEmail } from './email-address.js';
import { embeddedErrorSchema, embeddedErrors } from './errors.js';
import type { OpenRequest } from './route-kit.js';
import { userBody, walletBody } from './route-kit.js';
import {
  bearerHeadersSchema,
  codeSentSchema,
  embeddedErrorResponses,
  embeddedQuerySchema,
  otpBodySchema,
  sessionResponseSchema,
  verifyBodySchema,
  verifyResponseSchema,
} from './schemas.js';
import { sendCode } from './send-code.js';
import { issueSession, requireSession } from './session-auth.js';

export function registerLoginRoutes(app: FastifyInstance, open: OpenRequest): void {
  app.post<{ Body: { email: string; origin: string } }>(
    '/embedded/v1/otp',
    {
      schema: {
        summary: 'Email a login code',
        description:
          "A 6-digit code, good for 10 minutes, once; a new code replaces the old one. `origin` (the host page's) must be one of the project's allowed origins. One email per address per 30 s, 10 per address and 30 per client IP per hour.",
        tags: ['embedded wallet'],
        querystring: embeddedQuerySchema,
        body: otpBodySchema,
        response: { 202: codeSentSchema, ...embeddedErrorResponses, 502: embeddedErrorSchema },
      },
    },
    async (request, reply) => {
      const { project, services } = await open(request);
      if (!isOriginAllowed(request.body.origin, project.allowedOrigins))
        throw embeddedErrors.originNotAllowed();
      const email = normalizeEmail(request.body.email);
      if (email === undefined) throw embeddedErrors.invalidEmail();
      const sent = await sendCode(
        services,
        { project, purpose: 'login', subject: email, to: email, clientIp: request.ip },
        request.log,
      );
      return reply.status(202).send(sent);
    },
  );

  app.post<{ Body: { email: string; code: string } }>(
    '/embedded/v1/otp/verify',
    {
      schema: {
        summary: 'Log in with the emailed code',
        description:
          'A right code opens a 30-day session (the bearer token) for the user of the email in this project, created on first login. Five wrong codes lock the email for 15 minutes.',
        tags: ['embedded wallet'],
        querystring: embeddedQuerySchema,
        body: verifyBodySchema,
        response: { 200: verifyResponseSchema, ...embeddedErrorResponses, 410: embeddedErrorSchema },
      },
    },
    async (request) => {
      const { project, services } = await open(request);
      const email = normalizeEmail(request.body.email);
      if (email === undefined) throw embeddedErrors.invalidEmail();
      const target = {
        projectId: project.id,
        purpose: 'login',
        subject: email,
        attemptEmail: email,
      } as const;
      const code = await matchCode(services, target, request.body.code);
      await consumeCode(services, code, email);
      const user = await services.accounts.userFor(project.id, email, services.now());
      const session = await issueSession(services, user);
      return {
        sessionToken: session.token,
        expiresAt: session.expiresAt.toISOString(),
        user: userBody(user),
        wallet: await walletBody(services, user),
      };
    },
  );

  app.get(
    '/embedded/v1/session',
    {
      schema: {
        summary: 'The logged-in user and wallet',
        tags: ['embedded wallet'],
        querystring: embeddedQuerySchema,
        headers: bearerHeadersSchema,
        response: { 200: sessionResponseSchema, ...embeddedErrorResponses },
      },
    },
    async (request) => {
      const { project, services } = await open(request);
      const { session, user } = await requireSession(services, request, project.id);
      return { user: userBody(user, session), wallet: await walletBody(services, user) };
    },
  );

  app.delete(
    '/embedded/v1/session',
    {
      schema: {
        summary: 'Log out: revoke the bearer token',
        tags: ['embedded wallet'],
        querystring: embeddedQuerySchema,
        headers: bearerHeadersSchema,
        response: { 204: { type: 'null' }, ...embeddedErrorResponses },
      },
    },
    async (request, reply) => {
      const { project, services } = await open(request);
      const { session } = await requireSession(services, request, project.id);
      await services.sessions.revoke(session.id, services.now());
      return reply.status(204).send();
    },
  );
}
