// Readers for the fields of the relay methods' params, each as strict as the production relay (which
// deserialises them into fixed types: ttl and tag are u32, prompt a bool) or stricter where the limit is
// not published. A bad field throws ParamsError, which the relay answers with -32602 and its message.

export class ParamsError extends Error {}

/** Topics are sha256 hashes in hex (32 bytes). */
const TOPIC_PATTERN = /^[0-9a-f]{64}$/i;
/** Standard base64 with padding, what the SDK's envelopes are encoded in. */
const BASE64_PATTERN = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The production relay answers "TTL too short" below a minimum it does not publish; the SDK's shortest
 * ttl is 30 s (pairing pings), so nothing shorter is accepted here.
 */
export const MIN_TTL_SECONDS = 30;
/** The SDK's longest ttl, and the longest the relay keeps a message. */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60;
/** ttl and tag are unsigned 32-bit integers on the wire. */
export const MAX_U32 = 0xffff_ffff;
/**
 * The production relay's only published message limit: "Maximum size for tag 1109 is 98304" (its error
 * text). Applied to every tag here, so a client that fits it here fits it there.
 */
export const DEFAULT_MAX_MESSAGE_LENGTH = 98_304;
export const MAX_TOPICS_PER_BATCH = 500;

export type Params = Record<string, unknown>;

const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

export function topicOf(params: Params, key: string): string {
  const topic = params[key];
  if (typeof topic !== 'string' || !TOPIC_PATTERN.test(topic)) {
    throw new ParamsError(`${key} must be a 64-character hex topic`);
  }
  return topic.toLowerCase();
}

export function topicsOf(params: Params): string[] {
  const topics = params.topics;
  if (!Array.isArray(topics) || topics.length === 0 || topics.length > MAX_TOPICS_PER_BATCH) {
    throw new ParamsError(`topics must be an array of 1 to ${MAX_TOPICS_PER_BATCH} topics`);
  }
  return topics.map((topic) => topicOf({ topic }, 'topic'));
}

export function messageOf(params: Params, key: string, maxLength: number): string {
  const message = params[key];
  if (typeof message !== 'string' || message.length === 0) {
    throw new ParamsError(`${key} must be a non-empty base64 string`);
  }
  if (message.length > maxLength) {
    throw new ParamsError(`${key} too long: ${message.length} characters, at most ${maxLength}`);
  }
  if (message.length % 4 !== 0 || !BASE64_PATTERN.test(message)) {
    throw new ParamsError(`${key} must be a non-empty base64 string`);
  }
  return message;
}

/** The ttl in seconds; `fallback` is used when it is left out (only the combined wc_* methods allow that). */
export function ttlOf(params: Params, fallback?: number): number {
  const ttl = params.ttl;
  if (ttl === undefined && fallback !== undefined) return fallback;
  if (ttl === undefined) throw new ParamsError('ttl is required');
  if (!isWholeNumber(ttl)) throw new ParamsError('ttl must be a whole number of seconds');
  if (ttl < MIN_TTL_SECONDS) throw new ParamsError(`ttl too short: at least ${MIN_TTL_SECONDS} seconds`);
  if (ttl > MAX_TTL_SECONDS) {
    throw new ParamsError(`ttl too long: at most ${MAX_TTL_SECONDS} seconds (30 days)`);
  }
  return ttl;
}

/** The tag; `fallback` is used when it is left out (the combined wc_* methods, whose tags are fixed). */
export function tagOf(params: Params, fallback?: number): number {
  const tag = params.tag;
  if (tag === undefined && fallback !== undefined) return fallback;
  if (tag === undefined) throw new ParamsError('tag is required');
  if (!isWholeNumber(tag) || tag < 0 || tag > MAX_U32) {
    throw new ParamsError(`tag must be a whole number from 0 to ${MAX_U32}`);
  }
  return tag;
}

export function promptOf(params: Params): boolean {
  const prompt = params.prompt;
  if (prompt === undefined) return false;
  if (typeof prompt !== 'boolean') throw new ParamsError('prompt must be a boolean');
  return prompt;
}
