import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codeOf,
  deleteBackward,
  digitsOf,
  emptyBoxes,
  enterText,
  isComplete,
  OTP_LENGTH,
  type OtpBoxes,
  writeDigits,
} from '../../../src/embedded/otp-code.js';

const digit = fc.constantFrom(...'0123456789'.split(''));
const box = fc.oneof(digit, fc.constant(''));
const boxes = fc.array(box, { minLength: OTP_LENGTH, maxLength: OTP_LENGTH });
const index = fc.integer({ min: 0, max: OTP_LENGTH - 1 });
const isBox = (value: string) => value === '' || /^[0-9]$/.test(value);

describe('one-time code boxes', () => {
  it('six boxes, empty at first, complete only when each holds a digit', () => {
    expect(emptyBoxes()).toEqual(['', '', '', '', '', '']);
    expect(isComplete(emptyBoxes())).toBe(false);
    expect(isComplete('123456'.split(''))).toBe(true);
    expect(isComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
  });

  it('whatever is typed, pasted or deleted, there are six boxes of one digit or none', () => {
    fc.assert(
      fc.property(boxes, index, fc.string(), (start, at, text) => {
        for (const edit of [
          enterText(start, at, text),
          writeDigits(start, at, digitsOf(text)),
          deleteBackward(start, at),
        ]) {
          expect(edit.boxes).toHaveLength(OTP_LENGTH);
          expect(edit.boxes.every(isBox)).toBe(true);
          expect(edit.focus).toBeGreaterThanOrEqual(0);
          expect(edit.focus).toBeLessThan(OTP_LENGTH);
        }
      }),
    );
  });

  it('a whole code pasted or autofilled into any box fills every box from the first', () => {
    fc.assert(
      fc.property(
        boxes,
        index,
        fc.array(digit, { minLength: 6, maxLength: 6 }),
        fc.constantFrom('', ' ', '-'),
        (start, at, code, separator) => {
          const pasted = `${code.slice(0, 3).join('')}${separator}${code.slice(3).join('')}`;
          const edit = writeDigits(start, at, digitsOf(pasted));
          expect(codeOf(edit.boxes)).toBe(code.join(''));
          expect(edit.focus).toBe(OTP_LENGTH - 1);
          expect(codeOf(enterText(start, at, code.join('')).boxes)).toBe(code.join(''));
        },
      ),
    );
  });

  it('fewer digits are written from the box they went into, cut at the last box', () => {
    expect(writeDigits(emptyBoxes(), 2, '78')).toEqual({ boxes: ['', '', '7', '8', '', ''], focus: 4 });
    expect(writeDigits(emptyBoxes(), 4, '789')).toEqual({ boxes: ['', '', '', '', '7', '8'], focus: 5 });
  });

  it('typing a digit fills the box and moves on; into a full box it replaces the digit', () => {
    expect(enterText(emptyBoxes(), 0, '4')).toEqual({ boxes: ['4', '', '', '', '', ''], focus: 1 });
    const full: OtpBoxes = ['1', '2', '3', '', '', ''];
    expect(enterText(full, 1, '29').boxes[1]).toBe('9');
    expect(enterText(full, 1, '92').boxes[1]).toBe('9');
    expect(enterText(full, 1, '9').boxes).toEqual(['1', '9', '3', '', '', '']);
  });

  it('a character that is not a digit changes nothing', () => {
    fc.assert(
      fc.property(boxes, index, fc.stringMatching(/^[^0-9]+$/), (start, at, text) => {
        expect(enterText(start, at, text)).toEqual({ boxes: start, focus: at });
      }),
    );
    const full: OtpBoxes = ['1', '2', '', '', '', ''];
    expect(enterText(full, 1, '2a').boxes).toBe(full);
  });

  it('emptying a box clears it and keeps focus there', () => {
    expect(enterText(['1', '2', '', '', '', ''], 1, '')).toEqual({
      boxes: ['1', '', '', '', '', ''],
      focus: 1,
    });
  });

  it('Backspace in an empty box clears the one before and moves there; in the first box it stays', () => {
    expect(deleteBackward(['1', '2', '', '', '', ''], 2)).toEqual({
      boxes: ['1', '', '', '', '', ''],
      focus: 1,
    });
    expect(deleteBackward(['1', '2', '', '', '', ''], 1)).toEqual({
      boxes: ['1', '', '', '', '', ''],
      focus: 1,
    });
    expect(deleteBackward(emptyBoxes(), 0)).toEqual({ boxes: emptyBoxes(), focus: 0 });
  });

  it('digitsOf keeps ASCII digits only', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(digitsOf(text)).toMatch(/^[0-9]*$/);
        expect(digitsOf(text).length).toBe([...text].filter((char) => /[0-9]/.test(char)).length);
      }),
    );
    expect(digitsOf('12 34-5٦')).toBe('12345');
  });
});
