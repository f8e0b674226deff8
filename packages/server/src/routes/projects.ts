/** GET /projects/v1/origins: the project's allowed origins, for the SDK's own origin check. */
import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '../http/api-error.js';
import { requireProject } from '../projects/index.js';
import type { RouteContext } from './context.js';
import { projectQuerySchema } from './shared-schemas.js';

export default async function projectRoutes(app: FastifyInstance, _opts: RouteContext): Promise<void> {
  app.get(
    '/projects/v1/origins',
    {
      // Any page may ask: the SDK compares its own origin with the list and shows the
      // Invalid App Configuration alert itself, which it could not do if the answer were hidden from it.
      config: { corsPolicy: 'public' },
      schema: {
        summary: "The project's allowed origins",
        tags: ['projects'],
        querystring: projectQuerySchema,
        response: {
          200: {
            type: 'object',
            properties: { allowedOrigins: { type: 'array', items: { type: 'string' } } },
            required: ['allowedOrigins'],
          },
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const project = await requireProject(request, { checkOrigin: false });
      return { allowedOrigins: project.allowedOrigins };
    },
  );
}
