import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeSchemaIssue } from './error-handler.js';
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

  it('never throws (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.anything(), (context, issue) => {
        expect(typeof describeSchemaIssue(context ?? undefined, issue as never)).toBe('string');
      }),
    );
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
