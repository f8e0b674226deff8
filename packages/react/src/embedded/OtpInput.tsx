'use client';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslate } from '../i18n/index.js';
import {
  codeOf,
  deleteBackward,
  digitsOf,
  emptyBoxes,
  enterText,
  isComplete,
  OTP_LENGTH,
  type OtpBoxes,
  type OtpEdit,
  writeDigits,
} from './otp-code.js';

export interface OtpInputProps {
  /** The group's name ("Verification code"). */
  label: string;
  /** Called once the last box is filled, with the whole code. */
  onComplete(code: string): void;
  /** A code is being checked: the boxes keep focus but take no input. */
  busy: boolean;
  invalid: boolean;
  /** The id of the text that explains a failure. */
  describedBy?: string;
}

/**
 * Six single-digit boxes. The first box takes the code the phone offers (autocomplete one-time-code); a
 * whole code pasted or autofilled anywhere fills every box; arrows move between boxes and Backspace in an
 * empty box goes back one. The boxes start empty with focus on the first: to clear them after a failure,
 * the caller mounts a new OtpInput (a new `key`).
 */
export function OtpInput({ label, onComplete, busy, invalid, describedBy }: OtpInputProps) {
  const t = useTranslate();
  const [boxes, setBoxes] = useState<OtpBoxes>(() => emptyBoxes(OTP_LENGTH));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const boxesRef = useRef(boxes);
  boxesRef.current = boxes;

  const focusBox = (index: number) => {
    const input = inputs.current[Math.min(Math.max(index, 0), OTP_LENGTH - 1)];
    input?.focus();
    input?.select();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the first box once, when mounted
  useEffect(() => focusBox(0), []);

  const apply = (edit: OtpEdit) => {
    if (edit.boxes === boxesRef.current) return;
    const completed = !isComplete(boxesRef.current) && isComplete(edit.boxes);
    boxesRef.current = edit.boxes;
    setBoxes(edit.boxes);
    focusBox(edit.focus);
    if (completed) onComplete(codeOf(edit.boxes));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const move = (to: number) => {
      event.preventDefault();
      focusBox(to);
    };
    switch (event.key) {
      case 'ArrowLeft':
        return move(index - 1);
      case 'ArrowRight':
        return move(index + 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(OTP_LENGTH - 1);
      case 'Backspace':
        // A filled box is cleared by the browser's own edit (onChange); an empty one steps back.
        if (busy || boxes[index] !== '' || index === 0) return;
        event.preventDefault();
        apply(deleteBackward(boxesRef.current, index));
        return;
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (busy) return;
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (digits !== '') apply(writeDigits(boxesRef.current, index, digits));
  };

  return (
    <fieldset className="wp-otp__boxes" aria-label={label} aria-busy={busy || undefined} dir="ltr">
      {boxes.map((digit, index) => (
        <input
          // The boxes are fixed positions of one code.
          // biome-ignore lint/suspicious/noArrayIndexKey: static boxes
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className="wp-otp__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('email.otp.digit', { index: index + 1, total: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={digit}
          readOnly={busy}
          onChange={(event) => {
            if (!busy) apply(enterText(boxesRef.current, index, event.target.value));
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </fieldset>
  );
}
