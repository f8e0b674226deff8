'use client';
import { type FormEvent, useId } from 'react';
import { Icon, Spinner, useViewStyles } from '../ui/index.js';
import { EMBEDDED_CSS } from './styles.js';

export interface EmailFieldProps {
  value: string;
  onChange(value: string): void;
  /** Enter or the arrow button; not called while `busy` or with a blank field. */
  onSubmit(): void;
  /** The field's name, read by assistive technology (the placeholder is not one). */
  label: string;
  placeholder: string;
  /** The arrow button's name ("Continue"). */
  submitLabel: string;
  /** A code is being sent: the arrow turns into a spinner named `busyLabel`. */
  busy: boolean;
  busyLabel: string;
  /** The failure under the field (role="alert"), already worded. */
  error: string | undefined;
  /** Warms what comes next when the visitor shows interest. */
  onIntent?: () => void;
  autoFocus?: boolean;
}

/**
 * An email field with its submit arrow inside it ("Continue"): Enter submits, a spinner replaces the
 * arrow while the code is sent, and a failure shows under the field and is announced.
 */
export function EmailField(props: EmailFieldProps) {
  useViewStyles(EMBEDDED_CSS);
  const inputId = useId();
  const errorId = useId();
  const blank = props.value.trim() === '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (props.busy || blank) return;
    props.onSubmit();
  };
  return (
    <form className="wp-email-form" noValidate onSubmit={submit}>
      <label htmlFor={inputId} className="wp-visually-hidden">
        {props.label}
      </label>
      <div className="wp-email-field">
        <input
          id={inputId}
          className="wp-email-field__input"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder={props.placeholder}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          onFocus={props.onIntent}
          onPointerEnter={props.onIntent}
          aria-invalid={props.error === undefined ? undefined : true}
          aria-describedby={props.error === undefined ? undefined : errorId}
          readOnly={props.busy}
          // biome-ignore lint/a11y/noAutofocus: the field is the view's only task (the email update)
          autoFocus={props.autoFocus}
        />
        <button
          type="submit"
          className="wp-email-field__submit"
          aria-label={props.submitLabel}
          title={props.submitLabel}
          disabled={blank && !props.busy}
          aria-busy={props.busy || undefined}
        >
          {props.busy ? (
            <Spinner size={18} label={props.busyLabel} />
          ) : (
            <Icon name="chevron-right" size={18} />
          )}
        </button>
      </div>
      {props.error === undefined ? null : (
        <p id={errorId} className="wp-embedded-error" role="alert">
          <Icon name="error" size={16} />
          <span>{props.error}</span>
        </p>
      )}
    </form>
  );
}
