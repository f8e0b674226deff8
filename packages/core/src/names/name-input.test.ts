import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, readNameInput } from './name-input.js';

const LABEL_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-'.split('');
const label = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...LABEL_CHARS), { minLength: min, maxLength: max })
    .map((chars) => chars.join(''));

describe('readNameInput', () => {
  it('an empty or blank field is empty, not a mistake', () => {
    expect(readNameInput('')).toEqual({ status: 'empty' });
    expect(readNameInput('   ')).toEqual({ status: 'empty' });
  });

  it.each([
    ['abc', 'too-short'],
    ['a', 'too-short'],
    ['ali ce', 'invalid-characters'],
    ['alice!', 'invalid-characters'],
    ['al_ce', 'invalid-characters'],
    ['alicé', 'invalid-characters'],
    ['alice.eth', 'invalid-characters'],
    ['a'.repeat(64), 'too-long'],
  ])('%s is refused: %s', (text, problem) => {
    expect(readNameInput(text)).toEqual({ status: 'invalid', problem });
  });

  it('an invalid character is reported before a short length (typing more cannot fix it)', () => {
    expect(readNameInput('a!')).toEqual({ status: 'invalid', problem: 'invalid-characters' });
  });

  it('lower-cases, trims and drops the server suffix typed out of habit', () => {
    expect(readNameInput('  Alice-1 ')).toEqual({ status: 'valid', label: 'alice-1' });
    expect(readNameInput('alice.walletport.id', '.walletport.id')).toEqual({
      status: 'valid',
      label: 'alice',
    });
    // Another zone's suffix is not ours to drop: its dots break the rule.
    expect(readNameInput('alice.other.id', '.walletport.id')).toMatchObject({ status: 'invalid' });
  });

  it('property: every label of 4 to 63 letters, digits and hyphens is valid, lower-cased', () => {
    fc.assert(
      fc.property(label(4, MAX_NAME_LENGTH), (text) => {
        expect(readNameInput(text)).toEqual({ status: 'valid', label: text.toLowerCase() });
      }),
    );
  });

  it('property: 1 to 3 allowed characters are too short', () => {
    fc.assert(
      fc.property(label(1, 3), (text) => {
        expect(readNameInput(text)).toEqual({ status: 'invalid', problem: 'too-short' });
      }),
    );
  });

  it('property: any character outside letters, digits and hyphens makes the name invalid', () => {
    const bad = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/^[A-Za-z0-9-\s]$/.test(c));
    fc.assert(
      fc.property(label(0, 10), bad, label(0, 10), (before, character, after) => {
        expect(readNameInput(`${before}${character}${after}x`)).toEqual({
          status: 'invalid',
          problem: 'invalid-characters',
        });
      }),
    );
  });

  it('property: never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (text, suffix) => {
        expect(['empty', 'invalid', 'valid']).toContain(readNameInput(text, suffix).status);
      }),
    );
  });
});
