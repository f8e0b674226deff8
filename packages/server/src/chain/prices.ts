/**
 * Token prices in USD by symbol. The static table (config PRICES over DEFAULT_PRICES) always answers;
 * an optional URL source is asked first and the table fills whatever it does not know or when it fails,
 * so a price service outage degrades to the table instead of failing balance requests.
 */

export interface PriceSource {
  /** USD prices of the symbols the source knows, keyed by upper-case symbol; unknown symbols are left out. */
  getUsdPrices(symbols: readonly string[]): Promise<Record<string, number>>;
}

function isPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

export function createStaticPriceSource(table: Readonly<Record<string, number>>): PriceSource {
  const upper = new Map(Object.entries(table).map(([symbol, price]) => [symbol.toUpperCase(), price]));
  return {
    async getUsdPrices(symbols) {
      const prices: Record<string, number> = {};
      for (const symbol of symbols) {
        const price = upper.get(symbol.toUpperCase());
        if (isPrice(price)) prices[symbol.toUpperCase()] = price;
      }
      return prices;
    },
  };
}

export interface UrlPriceSourceOptions {
  /** Answers GET {url}?symbols=A,B with a JSON object { "A": 1.23, ... } (USD). */
  url: string;
  /** Asked for every symbol the URL does not price, and for all of them when the URL fails. */
  fallback: PriceSource;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** How long an answer from the URL is reused. Prices move slower than balances are asked for. */
  ttlMs?: number;
  now?: () => number;
  /** Told about failures of the URL, which are otherwise hidden behind the fallback. */
  onError?: (error: unknown) => void;
}

export const DEFAULT_PRICE_TIMEOUT_MS = 5_000;
export const DEFAULT_PRICE_TTL_MS = 60_000;

/** Picks the valid prices out of an untrusted answer: upper-cased symbols, finite non-negative numbers. */
export function parsePriceAnswer(body: unknown, symbols: readonly string[]): Record<string, number> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const byUpper = new Map<string, unknown>();
  for (const [key, value] of Object.entries(body)) byUpper.set(key.toUpperCase(), value);
  const prices: Record<string, number> = {};
  for (const symbol of symbols) {
    const price = byUpper.get(symbol.toUpperCase());
    if (isPrice(price)) prices[symbol.toUpperCase()] = price;
  }
  return prices;
}

export function createUrlPriceSource(options: UrlPriceSourceOptions): PriceSource {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_PRICE_TIMEOUT_MS;
  const ttlMs = options.ttlMs ?? DEFAULT_PRICE_TTL_MS;
  const now = options.now ?? Date.now;
  // Keyed by the symbol list; the lists come from the chain configuration, so they are few.
  const remembered = new Map<string, { prices: Record<string, number>; expiresAt: number }>();

  const fetchPrices = async (symbols: readonly string[]): Promise<Record<string, number>> => {
    const url = new URL(options.url);
    url.searchParams.set('symbols', symbols.join(','));
    const response = await fetchImpl(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`Price source answered HTTP ${response.status}`);
    return parsePriceAnswer(await response.json(), symbols);
  };

  return {
    async getUsdPrices(symbols) {
      const wanted = [...new Set(symbols.map((symbol) => symbol.toUpperCase()))].sort();
      if (wanted.length === 0) return {};
      const key = wanted.join(',');
      const cached = remembered.get(key);
      let fromUrl: Record<string, number> = {};
      if (cached !== undefined && cached.expiresAt > now()) {
        fromUrl = cached.prices;
      } else {
        try {
          fromUrl = await fetchPrices(wanted);
          remembered.set(key, { prices: fromUrl, expiresAt: now() + ttlMs });
        } catch (error) {
          options.onError?.(error);
        }
      }
      const missing = wanted.filter((symbol) => fromUrl[symbol] === undefined);
      const fromFallback = missing.length > 0 ? await options.fallback.getUsdPrices(missing) : {};
      return { ...fromFallback, ...fromUrl };
    },
  };
}

export interface PriceSourceConfig {
  prices: Readonly<Record<string, number>>;
  priceSourceUrl: string | undefined;
}

/** The price source the configuration asks for: the URL (when set) backed by the static table. */
export function createPriceSource(
  config: PriceSourceConfig,
  options: Omit<UrlPriceSourceOptions, 'url' | 'fallback'> = {},
): PriceSource {
  const table = createStaticPriceSource(config.prices);
  if (config.priceSourceUrl === undefined) return table;
  return createUrlPriceSource({ ...options, url: config.priceSourceUrl, fallback: table });
}
