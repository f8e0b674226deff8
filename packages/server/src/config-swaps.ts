/**
 * Who makes the swaps (docs/server.md, "Swaps"): SWAP_PROVIDER `amm` (the routers named by
 * CHAIN_SWAP_ROUTER_<chainId>, the devnet's by default) or `upstream` (SWAP_UPSTREAM_URL, another server
 * speaking the same /v1/convert API, called with SWAP_UPSTREAM_PROJECT_ID). Setting SWAP_UPSTREAM_URL
 * alone chooses `upstream`.
 */
import type { ConfigProblem } from './config-chains.js';

export type SwapProviderKind = 'amm' | 'upstream';

export interface SwapConfig {
  provider: SwapProviderKind;
  /** The upstream server's base URL; set exactly when the provider is `upstream`. */
  upstreamUrl: string | undefined;
  upstreamProjectId: string | undefined;
}

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

export function parseSwapConfig(env: Env, problems: ConfigProblem[]): SwapConfig {
  const upstreamText = read(env, 'SWAP_UPSTREAM_URL');
  const upstreamProjectId = read(env, 'SWAP_UPSTREAM_PROJECT_ID');
  const providerText = read(env, 'SWAP_PROVIDER')?.toLowerCase() ?? (upstreamText ? 'upstream' : 'amm');
  let upstreamUrl: string | undefined;
  if (upstreamText !== undefined) {
    const parsed = URL.canParse(upstreamText) ? new URL(upstreamText) : undefined;
    if (parsed === undefined || !['http:', 'https:'].includes(parsed.protocol)) {
      // The URL may carry a key: name the variable and the expected form, never echo it.
      problems.push({ variable: 'SWAP_UPSTREAM_URL', problem: 'must be an http: or https: URL' });
    } else upstreamUrl = upstreamText;
  }
  if (providerText !== 'amm' && providerText !== 'upstream') {
    problems.push({
      variable: 'SWAP_PROVIDER',
      problem: `must be amm or upstream, got ${JSON.stringify(providerText)}`,
    });
    return { provider: 'amm', upstreamUrl: undefined, upstreamProjectId };
  }
  if (providerText === 'upstream' && upstreamText === undefined) {
    problems.push({ variable: 'SWAP_UPSTREAM_URL', problem: 'is required when SWAP_PROVIDER is upstream' });
  }
  return {
    provider: providerText,
    upstreamUrl: providerText === 'upstream' ? upstreamUrl : undefined,
    upstreamProjectId,
  };
}
