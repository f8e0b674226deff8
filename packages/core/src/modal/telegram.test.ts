import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { consumeTelegramResultUri, type HistoryLike } from './telegram.js';

function fakeHistory(state: unknown = { page: 1 }) {
  const replaceState = vi.fn<HistoryLike['replaceState']>();
  return { history: { state, replaceState } satisfies HistoryLike, replaceState };
}

describe('consumeTelegramResultUri', () => {
  it('"reads a result_uri query parameter on return, then removes it from the address"', () => {
    const { history, replaceState } = fakeHistory();
    const resultUri = 'https://auth.example/cb?code=abc&state=xyz';
    const href = `https://app.example/page?tab=1&result_uri=${encodeURIComponent(resultUri)}&x=2#top`;
    expect(consumeTelegramResultUri({ href }, history)).toBe(resultUri);
    expect(replaceState).toHaveBeenCalledOnce();
    expect(replaceState).toHaveBeenCalledWith({ page: 1 }, '', 'https://app.example/page?tab=1&x=2#top');
  });

  it('drops the question mark when result_uri was the only parameter', () => {
    const { history, replaceState } = fakeHistory();
    consumeTelegramResultUri({ href: 'https://app.example/?result_uri=abc' }, history);
    expect(replaceState).toHaveBeenCalledWith({ page: 1 }, '', 'https://app.example/');
  });

  it('leaves the address alone when the parameter is absent', () => {
    const { history, replaceState } = fakeHistory();
    expect(consumeTelegramResultUri({ href: 'https://app.example/?tab=1' }, history)).toBeUndefined();
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('removes an empty parameter and returns undefined', () => {
    const { history, replaceState } = fakeHistory();
    expect(consumeTelegramResultUri({ href: 'https://app.example/?result_uri=' }, history)).toBeUndefined();
    expect(replaceState).toHaveBeenCalledWith({ page: 1 }, '', 'https://app.example/');
  });

  it('an unparsable address gives undefined', () => {
    const { history, replaceState } = fakeHistory();
    expect(consumeTelegramResultUri({ href: 'not a url' }, history)).toBeUndefined();
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('never throws, whatever the address (property)', () => {
    fc.assert(
      fc.property(fc.string(), (href) => {
        const { history } = fakeHistory();
        const result = consumeTelegramResultUri({ href }, history);
        expect(result === undefined || typeof result === 'string').toBe(true);
      }),
    );
  });

  it('returns what was added and restores the other parameters (property)', () => {
    const key = fc.string({ minLength: 1 }).filter((k) => k !== 'result_uri');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(key, fc.string())),
        fc.string({ minLength: 1 }),
        fc.nat(5),
        (params, value, position) => {
          const url = new URL('https://app.example/path');
          const withResult = [...params];
          withResult.splice(Math.min(position, params.length), 0, ['result_uri', value]);
          for (const [k, val] of withResult) url.searchParams.append(k, val);
          const { history, replaceState } = fakeHistory();
          expect(consumeTelegramResultUri({ href: url.toString() }, history)).toBe(value);
          const cleaned = new URL(String(replaceState.mock.calls[0]?.[2]));
          expect([...cleaned.searchParams]).toEqual(params);
          expect(cleaned.pathname).toBe('/path');
        },
      ),
    );
  });
});
