/*
 * A practical subset of RFC 5322 addresses: the dot-atom forms that real sign-up forms accept.
 * Quoted local parts, comments and IP-literal domains are left out on purpose: they are valid in
 * theory, almost never typed by people, and accepting them would only pass typos on to the login service.
 *
 * The address is split into parts and each part is checked with a simple pattern, so no regular
 * expression ever backtracks over the whole input (no ReDoS on long strings).
 */

// RFC 5321 limits: 64 characters before the @ and 254 for the whole address.
const MAX_LOCAL_PART_LENGTH = 64;
const MAX_EMAIL_LENGTH = 254;
const MAX_DOMAIN_LABEL_LENGTH = 63;

// RFC 5322 "atext": letters, digits and these symbols; dots only between atoms.
const LOCAL_PART_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
// A host name label: letters, digits and inner hyphens.
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,}$/;

/** Is `value` an email address of the form local@domain.tld (no spaces, one @, tld of 2+ letters)? */
export function isEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_EMAIL_LENGTH) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [localPart, domain] = parts as [string, string];
  return isLocalPart(localPart) && isDomain(domain);
}

function isLocalPart(localPart: string): boolean {
  if (localPart.length === 0 || localPart.length > MAX_LOCAL_PART_LENGTH) return false;
  // Splitting on dots turns leading, trailing or doubled dots into empty atoms, which fail the pattern.
  return localPart.split('.').every((atom) => LOCAL_PART_ATOM.test(atom));
}

function isDomain(domain: string): boolean {
  const labels = domain.split('.');
  // At least a name and a top-level domain: "localhost" style addresses are not accepted.
  if (labels.length < 2) return false;
  const topLevelDomain = labels[labels.length - 1]!;
  if (!TOP_LEVEL_DOMAIN.test(topLevelDomain)) return false;
  return labels.every((label) => label.length <= MAX_DOMAIN_LABEL_LENGTH && DOMAIN_LABEL.test(label));
}
