/**
 * What the two passphrase screens share: one submit at a time (fields and buttons disabled while the
 * frame works), the flow's answer shown inline (or the step done), and Cancel or Esc only while idle.
 */
import type { PassphraseSubmit } from '../ports.js';
import type { ActionButton, ErrorLine } from './parts.js';
import type { passphraseField } from './passphrase-field.js';

type PassphraseField = ReturnType<typeof passphraseField>;

export interface PassphraseFormOptions {
  form: HTMLFormElement;
  fields: readonly PassphraseField[];
  submitButton: ActionButton;
  busyText: string;
  cancel: ActionButton;
  error: ErrorLine;
  /** The passphrase to submit, or undefined when the screen's own check failed (it showed why). */
  check(): string | undefined;
  /** Shows a failure of the submit itself (the flow's answer, or what it threw). */
  fail(text: string): void;
  submit: PassphraseSubmit;
  onDone(): void;
  onCancel(): void;
}

/** Wires submit, Cancel and busy state; returns the screen's Esc. */
export function bindPassphraseForm(options: PassphraseFormOptions): { escape(): void } {
  let busy = false;
  const setBusy = (value: boolean) => {
    busy = value;
    for (const field of options.fields) field.setDisabled(value);
    options.cancel.element.disabled = value;
    options.submitButton.setBusy(value, options.busyText);
  };
  const cancel = () => {
    if (!busy) options.onCancel();
  };
  options.cancel.element.addEventListener('click', cancel);
  options.form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    const passphrase = options.check();
    if (passphrase === undefined) return;
    options.error.clear();
    setBusy(true);
    void options.submit(passphrase).then(
      (problem) => {
        if (problem === undefined) return options.onDone();
        setBusy(false);
        options.fail(problem);
      },
      (thrown: unknown) => {
        setBusy(false);
        options.fail(thrown instanceof Error ? thrown.message : 'Something went wrong');
      },
    );
  });
  return { escape: cancel };
}
