/**
 * The words of the name form, from the flow's state: the field's message (the rule broken while typing,
 * else availability), what the Register button says, and the failure under the form. Pure, so each
 * mapping is tested without rendering.
 */
import type { RegisterNameState } from '@walletport/core/names';
import type { MessageKey } from '../../i18n/index.js';

export interface Words {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, string>>;
}

export type FieldTone = 'error' | 'neutral' | 'success' | 'busy';

export interface FieldMessage {
  readonly tone: FieldTone;
  readonly text: Words;
}

const RULE_KEYS = {
  'too-short': 'names.rule.tooShort',
  'invalid-characters': 'names.rule.invalidCharacters',
  'too-long': 'names.rule.tooLong',
} as const satisfies Record<string, MessageKey>;

/** Under the field: the rule while it is broken, then availability; the general rules while empty. */
export function fieldMessage(state: Pick<RegisterNameState, 'input' | 'availability'>): FieldMessage {
  const { input, availability } = state;
  if (input.status === 'empty') return { tone: 'neutral', text: { key: 'names.rules' } };
  if (input.status === 'invalid') return { tone: 'error', text: { key: RULE_KEYS[input.problem] } };
  switch (availability.status) {
    case 'available':
      return { tone: 'success', text: { key: 'names.available', params: { name: availability.fullName } } };
    case 'taken':
      return { tone: 'error', text: { key: 'names.taken', params: { name: availability.fullName } } };
    case 'failed':
      return { tone: 'neutral', text: { key: 'names.checkFailed' } };
    default:
      return { tone: 'busy', text: { key: 'names.checking' } };
  }
}

/** What Register says: its action when it can be pressed, else what it waits for. */
export function registerLabel(
  state: Pick<RegisterNameState, 'input' | 'availability'>,
  canRegister: boolean,
): Words {
  if (canRegister) return { key: 'names.register' };
  if (state.input.status === 'empty') return { key: 'names.blocked.enterName' };
  if (state.input.status === 'invalid') return { key: 'names.blocked.invalid' };
  if (state.availability.status === 'taken') return { key: 'names.blocked.taken' };
  return { key: 'names.blocked.checking' };
}

/** The line under 'Error registering name': the reason in the visitor's words, or the server's own. */
export function failureDetail(
  state: Pick<RegisterNameState, 'failure' | 'availability' | 'input'>,
): Words | string {
  const { failure } = state;
  const name =
    'fullName' in state.availability
      ? state.availability.fullName
      : state.input.status === 'valid'
        ? state.input.label
        : '';
  switch (failure?.code) {
    case 'NAME_TAKEN':
      return { key: 'names.failed.taken', params: { name } };
    case 'USER_REJECTED':
      return { key: 'names.failed.rejected' };
    case 'INVALID_SIGNATURE':
      return { key: 'names.failed.signature' };
    case 'SERVER':
      // The server's sentence says exactly what to fix (a stale signature, a chain it does not serve).
      return failure.reason ?? { key: 'names.failed.unknown' };
    default:
      return { key: 'names.failed.unknown' };
  }
}
