/** ONRAMP_* configuration: the provider list, what each provider needs, and the problems reported. */
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ConfigProblem } from './config-chains.js';
import { DEFAULT_COINBASE_API_URL, parseOnrampConfig } from './config-onramp.js';

function parse(env: Record<string, string>) {
  const problems: ConfigProblem[] = [];
  return { config: parseOnrampConfig(env, problems), problems };
}

describe('onramp configuration', () => {
  it('has no provider unless one is listed', () => {
    const { config, problems } = parse({});
    expect(config.providers).toEqual([]);
    expect(config.timeoutMs).toBe(5_000);
    expect(problems).toEqual([]);
  });

  it('lists providers in order, without repeats', () => {
    const { config, problems } = parse({
      ONRAMP_PROVIDERS: 'Sandbox, meld,sandbox',
      ONRAMP_SANDBOX_URL: 'http://127.0.0.1:8791',
      MELD_API_KEY: 'k',
    });
    expect(problems).toEqual([]);
    expect(config.providers).toEqual(['sandbox', 'meld']);
    expect(config.meld).toEqual({ apiKey: 'k', apiUrl: 'https://api.meld.io' });
  });

  it('names what a listed provider is missing, and unknown providers', () => {
    const { problems } = parse({ ONRAMP_PROVIDERS: 'sandbox,coinbase,meld,paypal' });
    expect(problems.map((problem) => problem.variable)).toEqual([
      'ONRAMP_PROVIDERS',
      'ONRAMP_SANDBOX_URL',
      'COINBASE_ONRAMP_APP_ID',
      'MELD_API_KEY',
    ]);
    expect(problems[0]?.problem).toContain('"paypal"');
  });

  it('reads a CDP key in PEM, and never repeats a bad secret', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'sec1', format: 'pem' }).toString();
    const good = parse({
      ONRAMP_PROVIDERS: 'coinbase',
      COINBASE_ONRAMP_APP_ID: 'app',
      COINBASE_CDP_API_KEY_ID: 'key-id',
      COINBASE_CDP_API_KEY_SECRET: pem.replace(/\n/g, '\\n'),
    });
    expect(good.problems).toEqual([]);
    expect(good.config.coinbase?.key?.algorithm).toBe('ES256');
    expect(good.config.coinbase?.apiUrl).toBe(DEFAULT_COINBASE_API_URL);
    const bad = parse({
      ONRAMP_PROVIDERS: 'coinbase',
      COINBASE_ONRAMP_APP_ID: 'app',
      COINBASE_CDP_API_KEY_ID: 'key-id',
      COINBASE_CDP_API_KEY_SECRET: 'super-secret-value',
    });
    expect(bad.problems).toHaveLength(1);
    expect(JSON.stringify(bad.problems)).not.toContain('super-secret-value');
    const half = parse({
      ONRAMP_PROVIDERS: 'coinbase',
      COINBASE_ONRAMP_APP_ID: 'app',
      COINBASE_CDP_API_KEY_ID: 'id',
    });
    expect(half.problems.map((problem) => problem.variable)).toEqual(['COINBASE_CDP_API_KEY_SECRET']);
  });

  it.each([
    [{ ONRAMP_SANDBOX_URL: 'ftp://x' }, 'ONRAMP_SANDBOX_URL'],
    [{ ONRAMP_COUNTRY: 'USA' }, 'ONRAMP_COUNTRY'],
    [{ ONRAMP_TIMEOUT_MS: '50' }, 'ONRAMP_TIMEOUT_MS'],
    [{ ONRAMP_TIMEOUT_MS: '1e4' }, 'ONRAMP_TIMEOUT_MS'],
  ])('refuses %j', (env, variable) => {
    expect(parse(env).problems.map((problem) => problem.variable)).toEqual([variable]);
  });
});
