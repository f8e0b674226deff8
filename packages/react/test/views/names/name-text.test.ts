import { describe, expect, it } from 'vitest';
import {
  failureDetail,
  fieldMessage,
  registerLabel,
} from '../../../src/views/register-account-name/name-text.js';

const valid = { status: 'valid', label: 'bobby' } as const;

describe('fieldMessage', () => {
  it('says the rules while empty, the broken rule while typing', () => {
    expect(fieldMessage({ input: { status: 'empty' }, availability: { status: 'idle' } })).toEqual({
      tone: 'neutral',
      text: { key: 'names.rules' },
    });
    expect(
      fieldMessage({ input: { status: 'invalid', problem: 'too-short' }, availability: { status: 'idle' } })
        .text.key,
    ).toBe('names.rule.tooShort');
    expect(
      fieldMessage({
        input: { status: 'invalid', problem: 'invalid-characters' },
        availability: { status: 'idle' },
      }).text.key,
    ).toBe('names.rule.invalidCharacters');
    expect(
      fieldMessage({ input: { status: 'invalid', problem: 'too-long' }, availability: { status: 'idle' } })
        .tone,
    ).toBe('error');
  });

  it('then availability with the full name the server answered', () => {
    expect(
      fieldMessage({
        input: valid,
        availability: { status: 'available', label: 'bobby', fullName: 'bobby.x.id' },
      }),
    ).toEqual({ tone: 'success', text: { key: 'names.available', params: { name: 'bobby.x.id' } } });
    expect(
      fieldMessage({
        input: valid,
        availability: { status: 'taken', label: 'bobby', fullName: 'bobby.x.id' },
      }).tone,
    ).toBe('error');
    expect(fieldMessage({ input: valid, availability: { status: 'checking', label: 'bobby' } }).tone).toBe(
      'busy',
    );
    expect(fieldMessage({ input: valid, availability: { status: 'failed', label: 'bobby' } }).text.key).toBe(
      'names.checkFailed',
    );
  });
});

describe('registerLabel', () => {
  it('says what Register waits for', () => {
    expect(registerLabel({ input: valid, availability: { status: 'idle' } }, true).key).toBe(
      'names.register',
    );
    expect(registerLabel({ input: { status: 'empty' }, availability: { status: 'idle' } }, false).key).toBe(
      'names.blocked.enterName',
    );
    expect(
      registerLabel(
        { input: { status: 'invalid', problem: 'too-short' }, availability: { status: 'idle' } },
        false,
      ).key,
    ).toBe('names.blocked.invalid');
    expect(
      registerLabel({ input: valid, availability: { status: 'taken', label: 'bobby', fullName: 'b' } }, false)
        .key,
    ).toBe('names.blocked.taken');
    expect(
      registerLabel({ input: valid, availability: { status: 'checking', label: 'bobby' } }, false).key,
    ).toBe('names.blocked.checking');
  });
});

describe('failureDetail', () => {
  const base = {
    input: valid,
    availability: { status: 'taken', label: 'bobby', fullName: 'bobby.x.id' },
  } as const;
  it('a taken name says so with the name; a declined signature says nothing was registered', () => {
    expect(failureDetail({ ...base, failure: { code: 'NAME_TAKEN', reason: 'x' } })).toEqual({
      key: 'names.failed.taken',
      params: { name: 'bobby.x.id' },
    });
    expect(failureDetail({ ...base, failure: { code: 'USER_REJECTED' } })).toEqual({
      key: 'names.failed.rejected',
    });
    expect(failureDetail({ ...base, failure: { code: 'INVALID_SIGNATURE' } })).toEqual({
      key: 'names.failed.signature',
    });
  });

  it("the server's own reason when it gave one, else a hint to retry", () => {
    expect(
      failureDetail({ ...base, failure: { code: 'SERVER', reason: "Invalid parameter 'message': old" } }),
    ).toBe("Invalid parameter 'message': old");
    expect(failureDetail({ ...base, failure: { code: 'SERVER' } })).toEqual({ key: 'names.failed.unknown' });
    expect(failureDetail({ ...base, failure: { code: 'UNKNOWN' } })).toEqual({ key: 'names.failed.unknown' });
  });
});
