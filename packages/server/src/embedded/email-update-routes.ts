/**
 * Changing the logged-in user's email, proven at both ends: POST /embedded/v1/email/update { email } sends
 * a code to the CURRENT address; .../primary { code } checks it and sends a code to the NEW address;
 * .../secondary { code } checks that one and moves the user. Wrong codes count against the current
 * address, under the same limits as login. A social user without an email has no current address to
 * prove: the first code goes straight to the new address (the answer's `step` says which route is next),
 * and the address joins the same user, so the wallet stays one.
 */
import type { FastifyInstance } from 'fastify';
import { EmailTakenError, type User } from './account-store.js';
import { consumeCode, matchCode } from './check-code.js';
import { normalizeEmail } from './email-address.js';
import { embeddedErrorSchema, embeddedErrors } from './errors.js';
import { type OpenRequest, userBody } from './route-kit.js';
import {
  bearerHeadersSchema,
  codeBodySchema,
  codeSentSchema,
  codeSentStepSchema,
  embeddedErrorResponses,
  embeddedQuerySchema,
  emailBodySchema,
  userResponseSchema,
} from './schemas.js';
import { sendCode } from './send-code.js';
import { requireSession } from './session-auth.js';

const errors = {
  ...embeddedErrorResponses,
  409: embeddedErrorSchema,
  410: embeddedErrorSchema,
  502: embeddedErrorSchema,
} as const;

/** What wrong codes count against: the current address, or (no email yet) the user id, never an address. */
function attemptKey(user: User): string {
  return user.email ?? user.id;
}

export function registerEmailUpdateRoutes(app: FastifyInstance, open: OpenRequest): void {
  app.post<{ Body: { email: string } }>(
    '/embedded/v1/email/update',
    {
      schema: {
        summary: 'Start an email change: a code goes to the current address',
        tags: ['embedded wallet'],
        querystring: embeddedQuerySchema,
        headers: bearerHeadersSchema,
        body: emailBodySchema,
        response: { 202: codeSentStepSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { project, services } = await open(request);
      const { user } = await requireSession(services, request, project.id);
      const newEmail = normalizeEmail(request.body.email);
      if (newEmail === undefined) throw embeddedErrors.invalidEmail();
      if (await services.accounts.emailTaken(project.id, newEmail)) throw embeddedErrors.emailInUse();
      // A new change supersedes one half done.
      await services.codes.discard(project.id, 'email-update-new', user.id);
      if (user.email === null) {
        const sent = await sendCode(
          services,
          {
            project,
            purpose: 'email-update-new',
            subject: user.id,
            to: newEmail,
            userId: user.id,
            newEmail,
            clientIp: request.ip,
          },
          request.log,
        );
        return reply.status(202).send({ ...sent, step: 'secondary' });
      }
      const sent = await sendCode(
        services,
        {
          project,
          purpose: 'email-update-current',
          subject: user.id,
          to: user.email,
          userId: user.id,
          newEmail,
          clientIp: request.ip,
        },
        request.log,
      );
      return reply.status(202).send({ ...sent, step: 'primary' });
    },
  );

  app.post<{ Body: { code: string } }>(
    '/embedded/v1/email/update/primary',
    {
      schema: {
        summary: 'Confirm an email change with the code sent to the current address',
        description: 'A code then goes to the new address.',
        tags: ['embedded wallet'],
        querystring: embeddedQuerySchema,
        headers: bearerHeadersSchema,
        body: codeBodySchema,
        response: { 202: codeSentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { project, services } = await open(request);
      const { user } = await requireSession(services, request, project.id);
      const target = {
        projectId: project.id,
        purpose: 'email-update-current',
        subject: user.id,
        attemptEmail: attemptKey(user),
      } as const;
      const code = await matchCode(services, target, request.body.code);
      const newEmail = code.newEmail;
      if (newEmail === null) throw embeddedErrors.codeExpired();
      if (await services.accounts.emailTaken(project.id, newEmail)) throw embeddedErrors.emailInUse();
      await consumeCode(services, code, attemptKey(user));
      const sent = await sendCode(
        services,
        {
          project,
          purpose: 'email-update-new',
          subject: user.id,
          to: newEmail,
          userId: user.id,
          newEmail,
          clientIp: request.ip,
        },
        request.log,
      );
      return reply.status(202).send(sent);
    },
  );

  app.post<{ Body: { code: string } }>(
    '/embedded/v1/email/update/secondary',
    {
      schema: {
        summary: 'Finish an email change with the code sent to the new address',
        tags: ['embedded wallet'],
        querystring: embeddedQuerySchema,
        headers: bearerHeadersSchema,
        body: codeBodySchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { project, services } = await open(request);
      const { user } = await requireSession(services, request, project.id);
      const target = {
        projectId: project.id,
        purpose: 'email-update-new',
        subject: user.id,
        attemptEmail: attemptKey(user),
      } as const;
      const code = await matchCode(services, target, request.body.code);
      const newEmail = code.newEmail;
      if (newEmail === null) throw embeddedErrors.codeExpired();
      if (await services.accounts.emailTaken(project.id, newEmail)) throw embeddedErrors.emailInUse();
      await consumeCode(services, code, attemptKey(user));
      try {
        const changed = await services.accounts.changeEmail(user, newEmail, services.now());
        return { user: userBody(changed) };
      } catch (error) {
        if (error instanceof EmailTakenError) throw embeddedErrors.emailInUse();
        throw error;
      }
    },
  );
}
