import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WalletportError } from '../errors/index.js';
import {
  buildEventBody,
  describeErrorForAnalytics,
  errorProps,
  MAX_ERROR_MESSAGE_LENGTH,
  MAX_STACK_TRACE_LENGTH,
  trackProps,
} from './payload.js';

describe('analytics wire format (body: eventId, url, domain, timestamp, props)', () => {
  it('builds the body from its parts', () => {
    const props = trackProps('MODAL_X', { a: 1 });
    expect(
      buildEventBody({
        eventId: 'id',
        page: { url: 'https://d.example/p', domain: 'd.example' },
        timestamp: 5,
        props,
      }),
    ).toEqual({
      eventId: 'id',
      url: 'https://d.example/p',
      domain: 'd.example',
      timestamp: 5,
      props,
    });
  });

  it('"props (event data plus address)"', () => {
    expect(trackProps('CONNECT_SUCCESS', { method: 'qrcode', name: 'W' }, '0xabc')).toEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { method: 'qrcode', name: 'W' },
      address: '0xabc',
    });
    expect(trackProps('DISCONNECT_SUCCESS', undefined)).toEqual({
      type: 'track',
      event: 'DISCONNECT_SUCCESS',
    });
    expect(trackProps('X', {}, '')).toEqual({ type: 'track', event: 'X', properties: {} });
  });

  it('"for errors type, event, errorType, errorMessage, stackTrace"', () => {
    expect(
      errorProps('INTERNAL_SDK_ERROR', { errorType: 'TypeError', errorMessage: 'm', stackTrace: 's' }, '0x1'),
    ).toEqual({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'TypeError',
      errorMessage: 'm',
      stackTrace: 's',
      address: '0x1',
    });
    expect(errorProps('E', { errorType: 'T', errorMessage: 'm' }).stackTrace).toBe('');
  });

  it('cuts long messages and stack traces', () => {
    const long = 'x'.repeat(100_000);
    const props = errorProps('E', { errorType: 'T', errorMessage: long, stackTrace: long });
    expect(props.errorMessage).toHaveLength(MAX_ERROR_MESSAGE_LENGTH);
    expect(props.stackTrace).toHaveLength(MAX_STACK_TRACE_LENGTH);
  });
});

describe('describeErrorForAnalytics', () => {
  it("reads an Error's name, message and stack", () => {
    const error = new TypeError('bad');
    expect(describeErrorForAnalytics(error)).toEqual({
      errorType: 'TypeError',
      errorMessage: 'bad',
      stackTrace: error.stack,
    });
  });

  it("uses a WalletportError's short message (details stay local)", () => {
    const error = new WalletportError('Chain is not supported', { details: 'internal detail' });
    expect(describeErrorForAnalytics(error)).toMatchObject({
      errorType: 'WalletportError',
      errorMessage: 'Chain is not supported',
    });
  });

  it('describes non-errors', () => {
    expect(describeErrorForAnalytics('text')).toEqual({ errorType: 'UnknownError', errorMessage: 'text' });
    expect(describeErrorForAnalytics({ code: 1 })).toEqual({
      errorType: 'UnknownError',
      errorMessage: '{"code":1}',
    });
    expect(describeErrorForAnalytics(10n).errorMessage).toBe('10');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeErrorForAnalytics(cyclic).errorMessage).toBe('[object Object]');
    expect(describeErrorForAnalytics(Object.create(null)).errorMessage).toBe('{}');
  });

  it('property: never throws, always gives strings', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true }),
        (value) => {
          const described = describeErrorForAnalytics(value);
          expect(typeof described.errorType).toBe('string');
          expect(typeof described.errorMessage).toBe('string');
          expect(() => JSON.stringify(errorProps('E', described))).not.toThrow();
        },
      ),
    );
  });
});
