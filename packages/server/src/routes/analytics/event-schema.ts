/** The body of POST /e (see docs/events.md; core's analytics/payload.ts builds it). */

/** Events are small; a stack trace is cut to 4,000 characters by the SDK. */
export const MAX_EVENT_BYTES = 32 * 1024;

export interface AnalyticsEvent {
  eventId: string;
  url: string;
  domain: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  props: {
    type: 'track' | 'error';
    event: string;
    properties?: unknown;
    address?: string;
    errorType?: string;
    errorMessage?: string;
    stackTrace?: string;
  };
}

export const analyticsEventSchema = {
  type: 'object',
  properties: {
    eventId: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' },
    url: { type: 'string', maxLength: 2_048, pattern: '^https?://' },
    domain: { type: 'string', maxLength: 253 },
    timestamp: { type: 'integer', minimum: 0 },
    props: {
      type: 'object',
      properties: {
        type: { type: 'string', enum: ['track', 'error'] },
        event: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' },
        properties: {},
        address: { type: 'string', maxLength: 128 },
        errorType: { type: 'string', maxLength: 128 },
        errorMessage: { type: 'string', maxLength: 1_000 },
        stackTrace: { type: 'string', maxLength: 4_000 },
      },
      required: ['type', 'event'],
      additionalProperties: false,
    },
  },
  required: ['eventId', 'url', 'domain', 'timestamp', 'props'],
  additionalProperties: false,
} as const;
