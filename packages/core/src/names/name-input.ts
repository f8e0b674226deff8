/**
 * What the visitor typed in the name field, read as a label to register (docs/names.md "Rules"): the
 * rules are core's validateNameRegistration (at least 4 characters, ASCII letters, digits and hyphens),
 * plus the DNS label bound the server applies. A suffix the server serves, typed out of habit, is
 * dropped; names are case-insensitive, so the label is lower-cased like the server stores it.
 */
import { stripNameSuffix, validateNameRegistration } from '../validation/name.js';

/** A name becomes one DNS label under the suffix, and a DNS label holds at most 63 characters. */
export const MAX_NAME_LENGTH = 63;

export type NameInputProblem = 'too-short' | 'invalid-characters' | 'too-long';

export type NameInput =
  | { readonly status: 'empty' }
  | { readonly status: 'invalid'; readonly problem: NameInputProblem }
  | { readonly status: 'valid'; readonly label: string };

/** Reads `text` (surrounding spaces ignored); `suffix` is the server's, when known. Never throws. */
export function readNameInput(text: string, suffix?: string): NameInput {
  const trimmed = text.trim();
  if (trimmed === '') return { status: 'empty' };
  const label = (suffix === undefined ? trimmed : stripNameSuffix(trimmed, [suffix])).toLowerCase();
  const result = validateNameRegistration(label);
  if (!result.valid) return { status: 'invalid', problem: result.reason };
  if (label.length > MAX_NAME_LENGTH) return { status: 'invalid', problem: 'too-long' };
  return { status: 'valid', label };
}
