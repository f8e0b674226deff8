import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCS_BASE_URL, ERROR_CATEGORIES, WalletportError } from './base.js';

describe('WalletportError', () => {
  it('keeps short message, code, details, cause, category and a docs link', () => {
    const cause = new Error('root');
    const error = new WalletportError('Chain is not supported', {
      code: 'CHAIN_NOT_SUPPORTED',
      details: 'eip155:99',
      cause,
      category: 'WALLET_ERROR',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Chain is not supported');
    expect(error.shortMessage).toBe('Chain is not supported');
    expect(error.code).toBe('CHAIN_NOT_SUPPORTED');
    expect(error.details).toBe('eip155:99');
    expect(error.cause).toBe(cause);
    expect(error.category).toBe('WALLET_ERROR');
    expect(error.docsUrl).toBe(`${DOCS_BASE_URL}/CHAIN_NOT_SUPPORTED`);
  });

  it('has no docs link without code or docs path', () => {
    expect(new WalletportError('x').docsUrl).toBeUndefined();
    expect(new WalletportError('x', { docsPath: 'guide' }).docsUrl).toBe(`${DOCS_BASE_URL}/guide`);
  });

  it('names INTERNAL_SDK_ERROR among the categories', () => {
    expect(ERROR_CATEGORIES).toContain('INTERNAL_SDK_ERROR');
  });
});

describe('walk', () => {
  const root = new Error('root');
  const middle = new WalletportError('middle', { code: 'MIDDLE', cause: root });
  const top = new WalletportError('top', { cause: middle });

  it('finds the first error in the cause chain matching the predicate', () => {
    expect(top.walk((error) => error instanceof WalletportError && error.code === 'MIDDLE')).toBe(middle);
    expect(top.walk((error) => error === root)).toBe(root);
    expect(top.walk(() => true)).toBe(top);
  });

  it('returns undefined when nothing matches, also for cyclic chains', () => {
    expect(top.walk(() => false)).toBeUndefined();
    const a = new WalletportError('a');
    const b = new WalletportError('b', { cause: a });
    Object.defineProperty(a, 'cause', { value: b });
    expect(a.walk(() => false)).toBeUndefined();
    expect(a.walk((error) => error === b)).toBe(b);
  });
});

describe('toJSON', () => {
  it('serialises the error and its cause chain', () => {
    const error = new WalletportError('top', {
      code: 4001,
      details: 'd',
      category: 'WALLET_ERROR',
      metaMessages: ['m'],
      cause: new TypeError('inner'),
    });
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'WalletportError',
      message: 'top',
      shortMessage: 'top',
      code: 4001,
      category: 'WALLET_ERROR',
      details: 'd',
      docsUrl: `${DOCS_BASE_URL}/4001`,
      metaMessages: ['m'],
      cause: { name: 'TypeError', message: 'inner' },
    });
  });

  it('cuts cycles and keeps primitive causes', () => {
    const a = new WalletportError('a', { cause: 'text' });
    expect(a.toJSON().cause).toBe('text');
    const b = new WalletportError('b');
    const c = new WalletportError('c', { cause: b });
    Object.defineProperty(b, 'cause', { value: c });
    expect(c.toJSON()).toMatchObject({ message: 'c', cause: { message: 'b' } });
    expect((c.toJSON().cause as { cause?: unknown }).cause).toBeUndefined();
  });

  it('never throws and stays JSON-serialisable for any cause (property)', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true }),
        (cause) => {
          const json = new WalletportError('x', { cause }).toJSON();
          expect(typeof JSON.stringify(json)).toBe('string');
        },
      ),
    );
  });
});
