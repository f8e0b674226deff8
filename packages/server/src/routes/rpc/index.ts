/**
 * The RPC proxy: POST /v1/?chainId={caip2}&projectId={id} with a JSON-RPC request
 * or batch, forwarded to the chain's configured upstreams in order, with fallback to the next one
 * (fallback-policy.ts). Only allowlisted node methods pass (allowed-methods.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, errorBodySchema } from '../../http/api-error.js';
import { requireProject } from '../../projects/index.js';
import { lookupChain } from '../blockchain/params.js';
import type { RouteContext } from '../context.js';
import { sdkQueryProperties } from '../shared-schemas.js';
import { errorResponse } from './json-rpc.js';
import { proxyJsonRpc } from './proxy.js';

/** Marks a body that was not JSON, so the route can answer JSON-RPC's parse error instead of a plain 400. */
const NOT_JSON = Symbol('not JSON');
const PARSE_ERROR = -32700;

const rpcQuerySchema = {
  type: 'object',
  properties: {
    ...sdkQueryProperties,
    chainId: {
      type: 'string',
      maxLength: 64,
      description: 'CAIP-2 network id (eip155:1) or a bare chain id (1)',
    },
  },
  required: ['chainId'],
} as const;

export default async function rpcRoutes(app: FastifyInstance, opts: RouteContext): Promise<void> {
  const { config } = opts;

  // This plugin's own JSON parser (Fastify scopes it to the plugin): a JSON-RPC client expects a
  // JSON-RPC parse error for bad JSON, not the app's generic 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(null, NOT_JSON);
    }
  });

  app.post<{ Querystring: { chainId: string } }>(
    '/v1/',
    {
      schema: {
        summary: "JSON-RPC proxy to the chain's upstream nodes",
        description:
          'A JSON-RPC 2.0 request or a batch of up to 100. Allowed methods: eth_chainId, eth_call, eth_getBalance, eth_sendRawTransaction, eth_gasPrice, eth_maxPriorityFeePerGas, eth_getTransactionCount, eth_getBlockByNumber, eth_getBlockByHash, eth_blockNumber, eth_getTransactionByHash, eth_getTransactionReceipt, eth_newPendingTransactionFilter, eth_getFilterChanges, eth_uninstallFilter, eth_estimateGas, eth_feeHistory, eth_getLogs, eth_getCode, net_version; others answer JSON-RPC error -32004. Upstreams are tried in order; the next one is used on a network error, a timeout, an HTTP 5xx/429 or an internal/limit error, never after a user rejection or an unsupported-method answer.',
        tags: ['rpc'],
        querystring: rpcQuerySchema,
        response: { 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      await requireProject(request);
      const lookup = lookupChain(config.chains, request.query.chainId, 'chainId', { allowBareId: true });
      if (lookup.kind === 'unsupported') {
        throw new ApiError(
          400,
          'UNSUPPORTED_CHAIN',
          `The chain ${request.query.chainId} is not served by this server.`,
        );
      }
      if (request.body === NOT_JSON)
        return reply.send(errorResponse(null, PARSE_ERROR, 'The body is not valid JSON.'));
      const { chainId } = lookup.chain;
      const answer = await proxyJsonRpc(request.body, {
        urls: lookup.chain.rpcUrls,
        timeoutMs: config.upstreamTimeoutMs,
        onSkip: (upstream, reason) => request.log.warn({ chainId, upstream, reason }, 'upstream RPC skipped'),
      });
      if (answer.body === undefined) return reply.status(204).send();
      return reply.status(answer.status).send(answer.body);
    },
  );
}
