/**
 * The message a wallet signs to register a name: JSON with the name, the attributes (empty
 * when the modal sends it) and a unix-seconds timestamp. The timestamp bounds how long a signature can
 * be replayed: an old signed message found somewhere must not register a name long after.
 */

/** A signed registration older than this is refused. */
export const MAX_MESSAGE_AGE_SECONDS = 10 * 60;
/** Clocks drift: a timestamp this far in the future is still accepted. */
export const MAX_CLOCK_SKEW_SECONDS = 60;
/** The message is small JSON; anything longer is not a registration. */
export const MAX_MESSAGE_LENGTH = 4_096;
const MAX_BIO_LENGTH = 256;
const MAX_AVATAR_URL_LENGTH = 2_048;

export interface RegistrationMessage {
  name: string;
  attributes: Record<string, string>;
  timestamp: number;
}

export type ParsedRegistrationMessage =
  | { ok: true; message: RegistrationMessage }
  | { ok: false; problem: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The attributes a name may carry. The modal sends none; `avatar` (an https URL, shown by identity) and
 * `bio` are accepted so a name can have a picture, and nothing else, so the registry stores no
 * arbitrary data.
 */
function checkAttributes(value: unknown): Record<string, string> | string {
  if (!isRecord(value)) return "'attributes' must be an object";
  const attributes: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (key !== 'avatar' && key !== 'bio') return "'attributes' may only hold avatar and bio";
    if (typeof entry !== 'string') return `'attributes.${key}' must be a string`;
    if (key === 'bio' && entry.length > MAX_BIO_LENGTH)
      return `'attributes.bio' may hold at most ${MAX_BIO_LENGTH} characters`;
    if (key === 'avatar') {
      const url = entry.length <= MAX_AVATAR_URL_LENGTH && URL.canParse(entry) ? new URL(entry) : undefined;
      if (url?.protocol !== 'https:') return "'attributes.avatar' must be an https URL";
    }
    attributes[key] = entry;
  }
  return attributes;
}

/** Parses the signed text. Never throws: every problem names the field it is about. */
export function parseRegistrationMessage(text: string): ParsedRegistrationMessage {
  if (text.length > MAX_MESSAGE_LENGTH)
    return { ok: false, problem: `must be at most ${MAX_MESSAGE_LENGTH} characters` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'must be JSON holding name, attributes and timestamp' };
  }
  if (!isRecord(value))
    return { ok: false, problem: 'must be a JSON object holding name, attributes and timestamp' };
  if (typeof value.name !== 'string') return { ok: false, problem: "'name' must be a string" };
  const timestamp = value.timestamp;
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp < 0) {
    return { ok: false, problem: "'timestamp' must be a whole number of unix seconds" };
  }
  const attributes = checkAttributes(value.attributes ?? {});
  if (typeof attributes === 'string') return { ok: false, problem: attributes };
  return { ok: true, message: { name: value.name, attributes, timestamp } };
}

/** Why a timestamp is refused at `nowSeconds`, or undefined when it is fresh. */
export function timestampProblem(timestamp: number, nowSeconds: number): string | undefined {
  if (timestamp < nowSeconds - MAX_MESSAGE_AGE_SECONDS) {
    return `'timestamp' is more than ${MAX_MESSAGE_AGE_SECONDS / 60} minutes old; sign a new message`;
  }
  if (timestamp > nowSeconds + MAX_CLOCK_SKEW_SECONDS) {
    return `'timestamp' is more than ${MAX_CLOCK_SKEW_SECONDS} seconds in the future; check the clock`;
  }
  return undefined;
}
