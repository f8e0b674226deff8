/**
 * "Enter your recovery passphrase": a known account on a device without its share. The passphrase opens
 * the recovery share, which with the server's share rebuilds the key; a wrong one is said inline.
 */
import type { PassphraseSubmit } from '../ports.js';
import { el, ICONS, uniqueId } from './dom.js';
import { passphraseField, usernameField } from './passphrase-field.js';
import { bindPassphraseForm } from './passphrase-form.js';
import { actionButton, actions, errorLine, heroIcon, type ViewHandle } from './parts.js';

export const ENTER_PASSPHRASE_TEXT = {
  title: 'Enter your recovery passphrase',
  lead: 'You are signing in on a new device. Enter the recovery passphrase you chose when you created this wallet.',
  label: 'Recovery passphrase',
  empty: 'Enter your recovery passphrase',
  submit: 'Continue',
  busy: 'Unlocking…',
  cancel: 'Cancel',
} as const;

export function enterPassphraseView(options: {
  submit: PassphraseSubmit;
  /** The account's email, for password managers. */
  username?: string | undefined;
  /** Replaces the lead text when the reason to ask is not the usual one. */
  notice?: string | undefined;
  onDone(): void;
  onCancel(): void;
}): ViewHandle {
  const titleId = uniqueId('title');
  const error = errorLine();
  const field = passphraseField({
    label: ENTER_PASSPHRASE_TEXT.label,
    autocomplete: 'current-password',
    describedBy: error.id,
  });
  const submit = actionButton(ENTER_PASSPHRASE_TEXT.submit, 'primary', 'submit');
  const cancel = actionButton(ENTER_PASSPHRASE_TEXT.cancel, 'secondary');
  const fail = (text: string) => {
    error.show(text);
    field.setInvalid(true);
    field.input.focus();
    field.input.select();
  };

  const form = el(
    'form',
    { class: 'wpf-view', 'aria-labelledby': titleId, novalidate: true },
    heroIcon(ICONS.key),
    el('h1', { id: titleId, class: 'wpf-title' }, ENTER_PASSPHRASE_TEXT.title),
    el('p', { class: 'wpf-lead' }, options.notice ?? ENTER_PASSPHRASE_TEXT.lead),
    usernameField(options.username),
    field.element,
    error.element,
    actions(cancel, submit),
  );

  field.input.addEventListener('input', () => {
    field.setInvalid(false);
    error.clear();
  });
  const passphraseForm = bindPassphraseForm({
    form,
    fields: [field],
    submitButton: submit,
    busyText: ENTER_PASSPHRASE_TEXT.busy,
    cancel,
    error,
    check: () => {
      const passphrase = field.input.value;
      if (passphrase === '') return void fail(ENTER_PASSPHRASE_TEXT.empty);
      return passphrase;
    },
    fail,
    submit: options.submit,
    onDone: options.onDone,
    onCancel: options.onCancel,
  });

  return {
    name: 'enter-passphrase',
    element: form,
    focus: () => field.input.focus(),
    escape: () => passphraseForm.escape(),
  };
}
