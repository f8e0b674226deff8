/**
 * The names registry: GET /v1/profile/account/{name}, GET /v1/profile/reverse/{address},
 * GET /v1/profile/suggestions/{name} and POST /v1/profile/account. Names live under the configured
 * suffix (config.nameSuffix); a name sent without it gets it added.
 */
import type { FastifyInstance } from 'fastify';
import { createChainClients } from '../../chain/clients.js';
import { ApiError, errorBodySchema, invalidParameter } from '../../http/api-error.js';
import { requireProject } from '../../projects/index.js';
import { requireEthereumAddress } from '../blockchain/params.js';
import { addressParamsSchema } from '../blockchain/schemas.js';
import type { RouteContext } from '../context.js';
import { normalizeName, suffixZone } from './name-rules.js';
import { createNameStore } from './name-store.js';
import { type RegisterNameBody, registerName } from './register-name.js';
import {
  nameParamsSchema,
  nameQuerySchema,
  nameRecordSchema,
  registerBodySchema,
  registerResponseSchema,
  reverseQuerySchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from './schemas.js';
import { buildSuggestions, variantLabels } from './suggestions.js';

export default async function namesRoutes(app: FastifyInstance, opts: RouteContext): Promise<void> {
  const { config, cache } = opts;
  const store = createNameStore(opts.db);
  const clients = createChainClients(config.chains, { timeoutMs: config.upstreamTimeoutMs });

  const labelOf = (input: string, field: string) => {
    const name = normalizeName(input, config.nameSuffix);
    if (!name.ok) throw invalidParameter(field, name.problem);
    return name;
  };

  app.get<{ Params: { name: string } }>(
    '/v1/profile/account/:name',
    {
      schema: {
        summary: 'The addresses and attributes of a name',
        tags: ['names'],
        params: nameParamsSchema,
        querystring: nameQuerySchema,
        response: { 200: nameRecordSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      await requireProject(request);
      const name = labelOf(request.params.name, 'name');
      const record = await store.findByName(name.fullName);
      if (record === undefined)
        throw new ApiError(404, 'NAME_NOT_FOUND', `The name ${name.fullName} is not registered.`);
      return record;
    },
  );

  app.get<{ Params: { address: string } }>(
    '/v1/profile/reverse/:address',
    {
      schema: {
        summary: 'The names of an address, oldest first',
        tags: ['names'],
        params: addressParamsSchema,
        querystring: reverseQuerySchema,
        response: {
          200: { type: 'array', items: nameRecordSchema },
          400: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      await requireProject(request);
      const address = requireEthereumAddress(request.params.address, 'address');
      return store.findByAddress(address);
    },
  );

  app.get<{ Params: { name: string }; Querystring: { zone?: string } }>(
    '/v1/profile/suggestions/:name',
    {
      schema: {
        summary: 'The name asked for, whether it is taken, and free variants',
        description:
          "A zone other than this server's (its name suffix without the dot) answers no suggestions.",
        tags: ['names'],
        params: nameParamsSchema,
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      await requireProject(request);
      const { zone } = request.query;
      if (zone !== undefined && zone.toLowerCase() !== suffixZone(config.nameSuffix))
        return { suggestions: [] };
      const { label } = labelOf(request.params.name, 'name');
      const candidates = [label, ...variantLabels(label)].map(
        (candidate) => `${candidate}${config.nameSuffix}`,
      );
      const registered = await store.registeredAmong(candidates);
      return { suggestions: buildSuggestions(label, config.nameSuffix, registered) };
    },
  );

  app.post<{ Body: RegisterNameBody }>(
    '/v1/profile/account',
    {
      schema: {
        summary: 'Register a name for an address',
        description:
          'The message is JSON { name, attributes: {}, timestamp } signed by the address (EOA, ERC-1271 or ERC-6492 contract wallet). coin_type is the ENSIP-11 coin type of a chain this server serves. Timestamps older than 10 minutes or more than 1 minute ahead are refused; a taken name answers 409.',
        tags: ['names'],
        querystring: nameQuerySchema,
        body: registerBodySchema,
        response: {
          200: registerResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      await requireProject(request);
      const record = await registerName({ config, store, clients, cache }, request.body);
      return { success: true, record };
    },
  );
}
