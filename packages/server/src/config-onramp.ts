/**
 * Configuration of the onramp (docs/server.md, "Onramp"): ONRAMP_PROVIDERS (comma list of sandbox,
 * coinbase, meld; the first is the default), ONRAMP_SANDBOX_URL, COINBASE_ONRAMP_APP_ID,
 * COINBASE_ONRAMP_API_URL, COINBASE_ONRAMP_PAY_URL, COINBASE_CDP_API_KEY_ID, COINBASE_CDP_API_KEY_SECRET,
 * MELD_API_KEY, MELD_API_URL, ONRAMP_COUNTRY and ONRAMP_TIMEOUT_MS. A listed provider without what it
 * needs stops the start: an operator who asked for Coinbase must not get the fallback silently.
 */
import type { ConfigProblem } from './config-chains.js';
import { type CdpKey, parseCdpKey } from './onramp/cdp-jwt.js';
import { ONRAMP_PROVIDER_IDS, type OnrampProviderId } from './onramp/provider.js';

export interface OnrampConfig {
  /** In order of preference; empty: no provider, the routes answer their fallbacks. */
  providers: readonly OnrampProviderId[];
  sandboxUrl: string | undefined;
  coinbase: { appId: string; apiUrl: string; payUrl: string; key: CdpKey | undefined } | undefined;
  meld: { apiKey: string; apiUrl: string } | undefined;
  /** ISO 3166-1 alpha-2 country of options and quotes (US). */
  country: string;
  /** Timeout of one request to a provider. */
  timeoutMs: number;
}

export const DEFAULT_COINBASE_API_URL = 'https://api.developer.coinbase.com';
export const DEFAULT_COINBASE_PAY_URL = 'https://pay.coinbase.com';
export const DEFAULT_MELD_API_URL = 'https://api.meld.io';
export const DEFAULT_ONRAMP_TIMEOUT_MS = 5_000;

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function httpUrl(env: Env, name: string, fallback: string | undefined, problems: ConfigProblem[]) {
  const value = read(env, name) ?? fallback;
  if (value === undefined) return undefined;
  const parsed = URL.canParse(value) ? new URL(value) : undefined;
  if (parsed === undefined || !['http:', 'https:'].includes(parsed.protocol)) {
    problems.push({ variable: name, problem: 'must be an http:// or https:// URL' });
    return undefined;
  }
  return value;
}

function providerList(env: Env, problems: ConfigProblem[]): OnrampProviderId[] {
  const value = read(env, 'ONRAMP_PROVIDERS');
  if (value === undefined) return [];
  const providers: OnrampProviderId[] = [];
  for (const entry of value.split(',').map((part) => part.trim().toLowerCase())) {
    if (entry === '') continue;
    if (!ONRAMP_PROVIDER_IDS.includes(entry as OnrampProviderId)) {
      problems.push({
        variable: 'ONRAMP_PROVIDERS',
        problem: `lists ${JSON.stringify(entry)}: the providers are ${ONRAMP_PROVIDER_IDS.join(', ')}`,
      });
    } else if (!providers.includes(entry as OnrampProviderId)) {
      providers.push(entry as OnrampProviderId);
    }
  }
  return providers;
}

function requiredBy(provider: string, variable: string, problems: ConfigProblem[]): void {
  problems.push({ variable, problem: `is required when ONRAMP_PROVIDERS lists ${provider}` });
}

export function parseOnrampConfig(env: Env, problems: ConfigProblem[]): OnrampConfig {
  const providers = providerList(env, problems);
  const sandboxUrl = httpUrl(env, 'ONRAMP_SANDBOX_URL', undefined, problems);
  if (providers.includes('sandbox') && read(env, 'ONRAMP_SANDBOX_URL') === undefined) {
    requiredBy('sandbox', 'ONRAMP_SANDBOX_URL', problems);
  }
  let coinbase: OnrampConfig['coinbase'];
  if (providers.includes('coinbase')) {
    const appId = read(env, 'COINBASE_ONRAMP_APP_ID');
    if (appId === undefined) requiredBy('coinbase', 'COINBASE_ONRAMP_APP_ID', problems);
    const keyId = read(env, 'COINBASE_CDP_API_KEY_ID');
    const secret = read(env, 'COINBASE_CDP_API_KEY_SECRET');
    let key: CdpKey | undefined;
    if ((keyId === undefined) !== (secret === undefined)) {
      problems.push({
        variable: keyId === undefined ? 'COINBASE_CDP_API_KEY_ID' : 'COINBASE_CDP_API_KEY_SECRET',
        problem: 'is required with the other half of the CDP API key',
      });
    } else if (keyId !== undefined && secret !== undefined) {
      key = parseCdpKey(keyId, secret);
      // A secret: name the forms it may take, never repeat it.
      if (key === undefined) {
        problems.push({
          variable: 'COINBASE_CDP_API_KEY_SECRET',
          problem: 'must be an EC or Ed25519 private key in PEM, or an Ed25519 key in base64',
        });
      }
    }
    const apiUrl = httpUrl(env, 'COINBASE_ONRAMP_API_URL', DEFAULT_COINBASE_API_URL, problems);
    const payUrl = httpUrl(env, 'COINBASE_ONRAMP_PAY_URL', DEFAULT_COINBASE_PAY_URL, problems);
    if (appId !== undefined && apiUrl !== undefined && payUrl !== undefined) {
      coinbase = { appId, apiUrl, payUrl, key };
    }
  }
  let meld: OnrampConfig['meld'];
  if (providers.includes('meld')) {
    const apiKey = read(env, 'MELD_API_KEY');
    if (apiKey === undefined) requiredBy('meld', 'MELD_API_KEY', problems);
    const apiUrl = httpUrl(env, 'MELD_API_URL', DEFAULT_MELD_API_URL, problems);
    if (apiKey !== undefined && apiUrl !== undefined) meld = { apiKey, apiUrl };
  }
  const country = (read(env, 'ONRAMP_COUNTRY') ?? 'US').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) {
    problems.push({
      variable: 'ONRAMP_COUNTRY',
      problem: `must be a two-letter country code, got ${JSON.stringify(country)}`,
    });
  }
  const timeoutText = read(env, 'ONRAMP_TIMEOUT_MS');
  const timeoutMs = timeoutText === undefined ? DEFAULT_ONRAMP_TIMEOUT_MS : Number(timeoutText);
  if (!/^\d+$/.test(timeoutText ?? '0') || timeoutMs < 100 || timeoutMs > 60_000) {
    problems.push({
      variable: 'ONRAMP_TIMEOUT_MS',
      problem: `must be an integer from 100 to 60000, got ${JSON.stringify(timeoutText)}`,
    });
  }
  return { providers, sandboxUrl, coinbase, meld, country, timeoutMs };
}
