/**
 * The onramp API (docs/server.md, "Onramp"): GET /v1/onramp/options, POST /v1/onramp/quote,
 * POST /v1/generators/onrampurl and GET /v1/onramp/status/{sessionId}, each through the provider the
 * request names (or the first configured). A provider that cannot answer gives way to the built-in
 * options and the placeholder quote, marked with `x-walletport-fallback: 1`; a provider that refused
 * (an amount outside its limits) is answered 400 with its own message.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, errorBodySchema, invalidParameter } from '../../http/api-error.js';
import {
  createOnrampProviders,
  FALLBACK_HEADER,
  fallbackOptions,
  type OnrampOptions,
  type OnrampProvider,
  type OnrampUrlRequest,
  placeholderQuote,
  ProviderRefused,
  ProviderUnavailable,
} from '../../onramp/index.js';
import { requireProject } from '../../projects/index.js';
import type { RouteContext } from '../context.js';
import {
  CRYPTO_AMOUNT_PATTERN,
  FIAT_AMOUNT_PATTERN,
  type OnrampUrlBody,
  type OptionsQuery,
  onrampUrlBodySchema,
  onrampUrlResponseSchema,
  optionsQuerySchema,
  optionsResponseSchema,
  type QuoteBody,
  quoteBodySchema,
  quoteResponseSchema,
  statusParamsSchema,
  statusResponseSchema,
} from './schemas.js';

/** Options change rarely; a provider is asked at most once in this long. */
export const OPTIONS_TTL_MS = 5 * 60_000;
const errors = { 400: errorBodySchema, 403: errorBodySchema, 502: errorBodySchema } as const;

function unavailable(): ApiError {
  return new ApiError(400, 'ONRAMP_UNAVAILABLE', 'No onramp provider is configured on this server.');
}

/** A preset amount as the provider takes it: a plain decimal string. */
function presetAmount(
  value: string | number | undefined,
  pattern: string,
  field: string,
): string | undefined {
  if (value === undefined || value === '') return undefined;
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!new RegExp(pattern).test(text))
    throw invalidParameter(field, 'must be a plain decimal such as 100.00', 'body field');
  return text;
}

export function toUrlRequest(body: OnrampUrlBody): OnrampUrlRequest {
  return {
    destinationWallets: body.destinationWallets.map((wallet) => ({
      address: wallet.address,
      blockchains: wallet.blockchains ?? wallet.supportedNetworks ?? [],
      assets: wallet.assets ?? [],
    })),
    defaultNetwork: body.defaultNetwork,
    partnerUserId: body.partnerUserId,
    presetCryptoAmount: presetAmount(body.presetCryptoAmount, CRYPTO_AMOUNT_PATTERN, 'presetCryptoAmount'),
    presetFiatAmount: presetAmount(body.presetFiatAmount, FIAT_AMOUNT_PATTERN, 'presetFiatAmount'),
    fiatCurrency: body.fiatCurrency?.toUpperCase(),
  };
}

export default async function onrampRoutes(app: FastifyInstance, opts: RouteContext): Promise<void> {
  const { cache } = opts;
  const providers = createOnrampProviders(opts.config.onramp);
  const log = app.log.child({ component: 'onramp' });

  /** The provider asked for, the first configured when none is named, undefined when none is configured. */
  const pick = (requested: string | undefined): OnrampProvider | undefined => {
    if (requested === undefined) return providers[0];
    const provider = providers.find((candidate) => candidate.id === requested);
    if (provider === undefined) {
      throw new ApiError(
        400,
        'INVALID_REQUEST',
        `The onramp provider '${requested}' is not configured on this server.`,
      );
    }
    return provider;
  };
  const logFailure = (provider: OnrampProvider, call: string, error: unknown) => {
    if (!(error instanceof ProviderUnavailable)) throw error;
    log.warn({ provider: provider.id, call, reason: error.message }, 'onramp provider unavailable');
  };

  app.get<{ Querystring: OptionsQuery }>(
    '/v1/onramp/options',
    {
      schema: {
        summary: 'Fiat currencies with their payment limits, and the crypto a provider sells',
        description:
          'From the provider, cached 5 min. When it cannot answer (or none is configured): USD and EUR, card 10.00–7500.00, bank account 10.00–25000.00, no purchase currencies, with the header x-walletport-fallback: 1.',
        tags: ['onramp'],
        querystring: optionsQuerySchema,
        response: { 200: optionsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireProject(request);
      const provider = pick(request.query.provider);
      // Which providers a client may name in `provider` (a choice is worth showing only for several).
      const configured = { providers: providers.map((candidate) => candidate.id) };
      if (provider !== undefined) {
        const key = `onramp:options:${provider.id}`;
        const cached = await cache.get<OnrampOptions>(key);
        if (cached !== undefined) return { ...cached, ...configured };
        try {
          const options = await provider.options();
          await cache.set(key, options, OPTIONS_TTL_MS);
          return { ...options, ...configured };
        } catch (error) {
          logFailure(provider, 'options', error);
        }
      }
      reply.header(FALLBACK_HEADER, '1');
      return { ...fallbackOptions(), ...configured };
    },
  );

  app.post<{ Body: QuoteBody }>(
    '/v1/onramp/quote',
    {
      schema: {
        summary: 'What an amount of fiat buys, with the fees',
        description:
          "Priced by the provider now. A provider's refusal (e.g. an amount outside its limits) is a 400 QUOTE_REFUSED with its message; when it cannot answer (or none is configured) the placeholder quote (every value '0', quoteId '') with x-walletport-fallback: 1.",
        tags: ['onramp'],
        body: quoteBodySchema,
        response: { 200: quoteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireProject(request, { bodyProjectId: request.body.projectId });
      const { purchaseCurrency, paymentCurrency, amount, network } = request.body;
      const provider = pick(request.body.provider);
      const asked = { purchaseCurrency, paymentCurrency: paymentCurrency.toUpperCase(), amount, network };
      if (provider !== undefined) {
        try {
          return { ...(await provider.quote(asked)), provider: provider.id };
        } catch (error) {
          if (error instanceof ProviderRefused) throw new ApiError(400, 'QUOTE_REFUSED', error.message);
          logFailure(provider, 'quote', error);
        }
      }
      reply.header(FALLBACK_HEADER, '1');
      return { ...placeholderQuote(asked), provider: provider?.id ?? null };
    },
  );

  app.post<{ Body: OnrampUrlBody }>(
    '/v1/generators/onrampurl',
    {
      schema: {
        summary: "The provider's checkout URL for a purchase",
        description:
          'Open it in a popup or a new tab. sessionId (when the provider has one) is what GET /v1/onramp/status/{sessionId} follows. No fallback: without the provider there is no checkout (502 UPSTREAM_UNAVAILABLE).',
        tags: ['onramp'],
        body: onrampUrlBodySchema,
        response: { 200: onrampUrlResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireProject(request, { bodyProjectId: request.body.projectId });
      const urlRequest = toUrlRequest(request.body);
      const provider = pick(request.body.provider);
      if (provider === undefined) throw unavailable();
      try {
        return { ...(await provider.generateUrl(urlRequest)), provider: provider.id };
      } catch (error) {
        if (error instanceof ProviderRefused) throw new ApiError(400, 'ONRAMP_REFUSED', error.message);
        logFailure(provider, 'url', error);
        throw new ApiError(
          502,
          'UPSTREAM_UNAVAILABLE',
          'The onramp provider is unavailable. Try again later.',
        );
      }
    },
  );

  app.get<{ Params: { sessionId: string }; Querystring: OptionsQuery }>(
    '/v1/onramp/status/:sessionId',
    {
      schema: {
        summary: 'Where a purchase stands: pending, paid, delivered (with the transaction) or declined',
        tags: ['onramp'],
        params: statusParamsSchema,
        querystring: optionsQuerySchema,
        response: { 200: statusResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      await requireProject(request);
      const provider = pick(request.query.provider);
      if (provider === undefined) throw unavailable();
      if (provider.status === undefined) {
        throw new ApiError(
          400,
          'INVALID_REQUEST',
          `The onramp provider '${provider.id}' has no status this server can read.`,
        );
      }
      try {
        return await provider.status(request.params.sessionId);
      } catch (error) {
        if (error instanceof ProviderRefused) throw new ApiError(404, 'NOT_FOUND', error.message);
        logFailure(provider, 'status', error);
        throw new ApiError(
          502,
          'UPSTREAM_UNAVAILABLE',
          'The onramp provider is unavailable. Try again later.',
        );
      }
    },
  );
}
