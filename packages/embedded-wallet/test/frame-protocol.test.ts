// The frame reads every host message through core's parseAppRequest: it must never throw on anything a
// page can post, and must accept exactly the protocol's envelope.
import { APP_EVENTS, EMBEDDED_CHANNEL, parseAppRequest } from '@walletport/core/embedded-protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const validId = fc.stringMatching(ID_PATTERN);
const validType = fc.constantFrom(...APP_EVENTS);
const payload = fc.dictionary(fc.string(), fc.jsonValue());
const wellFormed = fc.record({
  channel: fc.constant(EMBEDDED_CHANNEL),
  id: validId,
  type: validType,
  payload,
});

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

describe('parseAppRequest (property)', () => {
  it('never throws, and whatever it accepts is well formed', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything({ withNullPrototype: true, withObjectString: true }), wellFormed),
        (data) => {
          const parsed = parseAppRequest(data);
          if (parsed === undefined) return;
          expect(parsed.channel).toBe(EMBEDDED_CHANNEL);
          expect(parsed.id).toMatch(ID_PATTERN);
          expect(APP_EVENTS).toContain(parsed.type);
          expect(isPlainObject(parsed.payload)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('accepts every well-formed request as it is', () => {
    fc.assert(
      fc.property(wellFormed, (message) => {
        expect(parseAppRequest(message)).toEqual(message);
      }),
    );
  });

  it('reads a missing payload as {}', () => {
    fc.assert(
      fc.property(validId, validType, (id, type) => {
        expect(parseAppRequest({ channel: EMBEDDED_CHANNEL, id, type })?.payload).toEqual({});
      }),
    );
  });

  it('refuses a request with any one part wrong', () => {
    const badId = fc.oneof(
      fc.string().filter((id) => !ID_PATTERN.test(id)),
      fc.integer(),
      fc.constant(null),
    );
    const badType = fc.oneof(
      fc.string().filter((type) => !(APP_EVENTS as readonly string[]).includes(type)),
      fc.constantFrom('READY', 'UI', 'SIGNED_OUT', 'RPC_REQUEST_SUCCESS', 'rpc_request'),
      fc.integer(),
    );
    const badPayload = fc.oneof(
      fc.array(fc.anything()),
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
    );
    const badChannel = fc.anything().filter((channel) => channel !== EMBEDDED_CHANNEL);
    fc.assert(
      fc.property(
        wellFormed,
        fc.oneof(
          badId.map((id) => ({ id })),
          badType.map((type) => ({ type })),
          badPayload.map((value) => ({ payload: value })),
          badChannel.map((channel) => ({ channel })),
        ),
        (message, broken) => {
          expect(parseAppRequest({ ...message, ...broken })).toBeUndefined();
        },
      ),
    );
  });
});
