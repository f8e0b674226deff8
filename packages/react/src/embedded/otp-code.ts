/**
 * The six boxes of a one-time code as plain data: what typing, deleting, autofill and paste do to them.
 * Each box holds one digit or nothing; a whole code pasted or autofilled into any box fills every box,
 * so a visitor never has to find the first one. Kept pure so the rules are tested one by one.
 */
import { OTP_LENGTH } from '@walletport/core/internal';

export { OTP_LENGTH };

/** One digit or '' per box. */
export type OtpBoxes = readonly string[];

export interface OtpEdit {
  boxes: OtpBoxes;
  /** The box that should have focus after the edit. */
  focus: number;
}

export function emptyBoxes(length: number = OTP_LENGTH): OtpBoxes {
  return Array.from({ length }, () => '');
}

/** Every ASCII digit of `text`, in order (spaces, dashes and anything else dropped). */
export function digitsOf(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

export function isComplete(boxes: OtpBoxes): boolean {
  return boxes.every((box) => /^[0-9]$/.test(box));
}

export function codeOf(boxes: OtpBoxes): string {
  return boxes.join('');
}

/**
 * Writes `digits` into the boxes from `index` on (cut at the last box). A whole code (as many digits as
 * boxes, or more) fills every box from the first, wherever it was put.
 */
export function writeDigits(boxes: OtpBoxes, index: number, digits: string): OtpEdit {
  const length = boxes.length;
  if (digits.length >= length) {
    return { boxes: digits.slice(0, length).split(''), focus: length - 1 };
  }
  const next = [...boxes];
  const start = Math.min(Math.max(index, 0), length - 1);
  const written = digits.slice(0, length - start);
  for (let offset = 0; offset < written.length; offset += 1) next[start + offset] = written[offset] ?? '';
  return { boxes: next, focus: Math.min(start + written.length, length - 1) };
}

/**
 * What the box at `index` now holds (`raw`, the input's value after the browser's edit): empty clears
 * it; a digit typed next to the one it held replaces it; text without a digit changes nothing; several
 * digits (autofill, a keyboard's suggestion) are written on from there.
 */
export function enterText(boxes: OtpBoxes, index: number, raw: string): OtpEdit {
  if (raw === '') {
    const next = [...boxes];
    next[index] = '';
    return { boxes: next, focus: index };
  }
  const digits = digitsOf(raw);
  const previous = boxes[index] ?? '';
  if (digits === '' || (digits === previous && raw !== previous)) return { boxes, focus: index };
  if (previous !== '' && digits.length === 2 && digits.includes(previous)) {
    // The caret was beside the digit the box held: the new digit is the other one.
    const typed = digits[0] === previous ? digits.slice(1) : digits.slice(0, 1);
    return writeDigits(boxes, index, typed);
  }
  return writeDigits(boxes, index, digits);
}

/** Backspace in an empty box clears the one before it and moves there; otherwise it only clears. */
export function deleteBackward(boxes: OtpBoxes, index: number): OtpEdit {
  const next = [...boxes];
  if (next[index] !== '' || index === 0) {
    next[index] = '';
    return { boxes: next, focus: index };
  }
  next[index - 1] = '';
  return { boxes: next, focus: index - 1 };
}
