/**
 * The sandbox provider: @walletport/onramp-sandbox (tools/onramp-sandbox) at ONRAMP_SANDBOX_URL, which
 * speaks this API's shapes already. Its checkout URLs must be on its own origin: the server never hands a
 * visitor a link the provider's answer could point anywhere.
 */
import { isRecord, parseOptions, parseQuote, parseStatus, textOf, urlOf, wrongShape } from './answers.js';
import { requestJson } from './http-json.js';
import type { OnrampProvider } from './provider.js';

export interface SandboxProviderConfig {
  url: string;
  timeoutMs: number;
}

export function createSandboxProvider(config: SandboxProviderConfig): OnrampProvider {
  const base = config.url.replace(/\/+$/, '');
  const origin = new URL(base).origin;
  const call = (path: string, body?: unknown) =>
    requestJson(`${base}${path}`, {
      timeoutMs: config.timeoutMs,
      ...(body === undefined ? {} : { method: 'POST' as const, body }),
    });
  return {
    id: 'sandbox',
    options: async () => parseOptions(await call('/v1/options')),
    quote: async (request) => parseQuote(await call('/v1/quotes', request)),
    async generateUrl(request) {
      const wallet = request.destinationWallets[0];
      const network = request.defaultNetwork ?? wallet?.blockchains[0];
      const answer = await call('/v1/sessions', {
        address: wallet?.address,
        network,
        asset: wallet?.assets[0] ?? 'ETH',
        ...(request.presetFiatAmount === undefined ? {} : { presetFiatAmount: request.presetFiatAmount }),
        ...(request.partnerUserId === undefined ? {} : { partnerUserId: request.partnerUserId }),
      });
      if (!isRecord(answer)) throw wrongShape('session');
      const sessionId = textOf(answer.id, 'session id');
      if (!/^[A-Za-z0-9_-]{1,128}$/.test(sessionId)) throw wrongShape('session id');
      return { url: urlOf(answer.url, 'checkout URL', origin), sessionId };
    },
    status: async (sessionId) => parseStatus(await call(`/v1/sessions/${encodeURIComponent(sessionId)}`)),
  };
}
