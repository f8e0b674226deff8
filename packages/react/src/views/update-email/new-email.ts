import { type CodedText, isEmail } from '@walletport/core/internal';

/**
 * Why the visitor may not move to `value` (trimmed), if they may not: it is not an email address, or it
 * is the one they have (compared without case, as mail servers compare the domain and most the rest).
 */
export function newEmailProblem(value: string, current: string): CodedText<string> | undefined {
  if (!isEmail(value)) return { code: 'SCHEMA_INVALID_EMAIL' };
  if (value.toLowerCase() === current.trim().toLowerCase()) return { code: 'email.update.same' };
  return undefined;
}
