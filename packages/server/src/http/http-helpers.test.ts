import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeClientError, describeSchemaIssue } from './error-handler.js';
import { pathOnly } from './logger.js';
import { requestIdFor } from './request-id.js';

describe('schema issue messages', () => {
  it('name the field and where it was', () => {
    expect(describeSchemaIssue('querystring', { instancePath: '/entries', message: 'must be <= 100' })).toBe(
      "Invalid query parameter 'entries': must be <= 100",
    );
    expect(
      describeSchemaIssue('body', {
        instancePath: '',
        keyword: 'required',
        params: { missingProperty: 'eventId' },
      }),
    ).toBe("Missing body field 'eventId'");
    expect(
      describeSchemaIssue('body', {
        instancePath: '/props',
        keyword: 'required',
        params: { missingProperty: 'event' },
      }),
    ).toBe("Missing body field 'props.event'");
    expect(
      describeSchemaIssue('body', {
        instancePath: '/props',
        keyword: 'additionalProperties',
        params: { additionalProperty: 'x' },
      }),
    ).toBe("Unknown body field 'props.x'");
    expect(describeSchemaIssue('params', { instancePath: '/id', message: 'must match pattern' })).toBe(
      "Invalid path parameter 'id': must match pattern",
    );
    expect(describeSchemaIssue(undefined, undefined)).toBe('Invalid input');
  });

  it('never repeat a field name that is not a plain name', () => {
    const message = describeSchemaIssue('body', {
      instancePath: '/props',
      keyword: 'additionalProperties',
      params: { additionalProperty: '<img src=x onerror=alert(1)>' },
    });
    expect(message).toBe('Unknown body field (a field name that is not shown)');
    expect(
      describeSchemaIssue('body', { instancePath: '/a\u202eb', message: 'must be string' }),
    ).not.toContain('\u202e');
  });

  it('never throws (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.anything(), (context, issue) => {
        expect(typeof describeSchemaIssue(context ?? undefined, issue as never)).toBe('string');
      }),
    );
  });
});

describe("Fastify's client errors", () => {
  it.each([
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 'INVALID_REQUEST'],
    ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, 'INVALID_REQUEST'],
    ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400, 'INVALID_REQUEST'],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'PAYLOAD_TOO_LARGE'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['FST_ERR_BAD_URL', 400, 'INVALID_REQUEST'],
    ['FST_ERR_MAX_PARAM_LENGTH', 414, 'URI_TOO_LONG'],
  ])('answer %s with %i %s', (code, status, answerCode) => {
    expect(describeClientError({ code, statusCode: 400 })).toMatchObject({
      status,
      body: { code: answerCode },
    });
  });

  it('never pass on the error, its code or what it saw (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer({ min: 400, max: 499 }), (code, message, status) => {
        const seen = `<${message}>`;
        const failure = describeClientError(Object.assign(new Error(seen), { code, statusCode: status }));
        expect(failure?.status).toBeGreaterThanOrEqual(400);
        expect(failure?.body.code).toMatch(/^[A-Z_]+$/);
        expect(failure?.body.code).not.toMatch(/^FST_/);
        expect(failure?.body.message).not.toContain(seen);
      }),
    );
    expect(describeClientError({ statusCode: 500 })).toBeUndefined();
    expect(describeClientError({})).toBeUndefined();
  });
});

describe('logged paths', () => {
  it('drop the query string, which may carry ids (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, query) => {
        const url = `${path.replaceAll('?', '')}?${query}`;
        expect(pathOnly(url)).toBe(path.replaceAll('?', ''));
        expect(pathOnly(url)).not.toContain('?');
      }),
    );
    expect(pathOnly(undefined)).toBe('');
  });
});

describe('request ids', () => {
  it('keep a safe caller id and replace anything else (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (given) => {
        const id = requestIdFor({ headers: given === null ? {} : { 'x-request-id': given } });
        expect(id).toMatch(/^[A-Za-z0-9._:-]{1,64}$/);
        if (given !== null && /^[A-Za-z0-9._:-]{1,64}$/.test(given)) expect(id).toBe(given);
      }),
    );
  });
});
