/**
 * Which email addresses email login accepts, and their one spelling: trimmed and lower-cased (users are
 * unique per project and lower-cased email). The grammar is the common "dot-atom" subset of RFC 5322 that
 * mail providers hand out: no quoted local parts, comments or IP-literal domains, which no real inbox of
 * a wallet user needs and which only widen what reaches the SMTP envelope.
 */

/** RFC 5321 limits: 64 octets of local part, 254 of address (a path of 256 with its angle brackets). */
export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;

const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A top-level domain: letters, or an IDNA A-label (xn--…). */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The address in its stored form, or undefined when it is not an address email login accepts. */
export function normalizeEmail(input: string): string | undefined {
  const email = input.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH) return undefined;
  const at = email.lastIndexOf('@');
  if (at <= 0) return undefined;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > MAX_LOCAL_LENGTH || !LOCAL_PART.test(local)) return undefined;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return undefined;
  return TOP_LEVEL.test(labels.at(-1) ?? '') ? email : undefined;
}
