import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_CLOCK_SKEW_SECONDS,
  MAX_MESSAGE_AGE_SECONDS,
  MAX_MESSAGE_LENGTH,
  parseRegistrationMessage,
  timestampProblem,
} from './registration-message.js';

const message = (value: unknown) => parseRegistrationMessage(JSON.stringify(value));

describe('parseRegistrationMessage', () => {
  it('reads the name, empty attributes and the timestamp, as the modal signs them', () => {
    expect(message({ name: 'alice.walletport.id', attributes: {}, timestamp: 1_700_000_000 })).toEqual({
      ok: true,
      message: { name: 'alice.walletport.id', attributes: {}, timestamp: 1_700_000_000 },
    });
  });

  it('treats missing attributes as empty', () => {
    expect(message({ name: 'alice', timestamp: 1 })).toMatchObject({ ok: true, message: { attributes: {} } });
  });

  it('accepts an https avatar and a short bio, nothing else', () => {
    const attributes = { avatar: 'https://img.test/a.png', bio: 'hi' };
    expect(message({ name: 'alice', attributes, timestamp: 1 })).toMatchObject({
      ok: true,
      message: { attributes },
    });
    expect(message({ name: 'alice', attributes: { avatar: 'http://img.test/a.png' }, timestamp: 1 })).toEqual(
      {
        ok: false,
        problem: "'attributes.avatar' must be an https URL",
      },
    );
    expect(message({ name: 'alice', attributes: { avatar: 'javascript:alert(1)' }, timestamp: 1 }).ok).toBe(
      false,
    );
    expect(message({ name: 'alice', attributes: { bio: 'x'.repeat(257) }, timestamp: 1 }).ok).toBe(false);
    expect(message({ name: 'alice', attributes: { email: 'a@b.c' }, timestamp: 1 }).ok).toBe(false);
    expect(message({ name: 'alice', attributes: { bio: 1 }, timestamp: 1 }).ok).toBe(false);
    expect(message({ name: 'alice', attributes: [], timestamp: 1 }).ok).toBe(false);
  });

  it.each([
    ['not JSON', 'hello', /must be JSON/],
    ['a JSON array', '[]', /JSON object/],
    ['a name that is not a string', JSON.stringify({ name: 1, timestamp: 1 }), /'name'/],
    ['a timestamp in milliseconds as text', JSON.stringify({ name: 'a', timestamp: '1' }), /'timestamp'/],
    ['a fractional timestamp', JSON.stringify({ name: 'a', timestamp: 1.5 }), /'timestamp'/],
    ['a negative timestamp', JSON.stringify({ name: 'a', timestamp: -1 }), /'timestamp'/],
    ['an overlong message', 'x'.repeat(MAX_MESSAGE_LENGTH + 1), /at most/],
  ])('refuses %s', (_label, text, problem) => {
    const parsed = parseRegistrationMessage(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatch(problem);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (text) => {
          const parsed = parseRegistrationMessage(text);
          expect(typeof parsed.ok).toBe('boolean');
        },
      ),
    );
  });

  it('round-trips every message the modal can sign', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), fc.nat(), (name, timestamp) => {
        const signed = { name, attributes: {}, timestamp };
        expect(parseRegistrationMessage(JSON.stringify(signed))).toEqual({ ok: true, message: signed });
      }),
    );
  });
});

describe('timestampProblem', () => {
  const now = 1_700_000_000;

  it(`accepts up to ${MAX_MESSAGE_AGE_SECONDS} s old and ${MAX_CLOCK_SKEW_SECONDS} s ahead`, () => {
    expect(timestampProblem(now, now)).toBeUndefined();
    expect(timestampProblem(now - MAX_MESSAGE_AGE_SECONDS, now)).toBeUndefined();
    expect(timestampProblem(now + MAX_CLOCK_SKEW_SECONDS, now)).toBeUndefined();
  });

  it('refuses older and further ahead', () => {
    expect(timestampProblem(now - MAX_MESSAGE_AGE_SECONDS - 1, now)).toMatch(/more than 10 minutes old/);
    expect(timestampProblem(now + MAX_CLOCK_SKEW_SECONDS + 1, now)).toMatch(/in the future/);
  });
});
