/**
 * The analytics wire format: POST /e with query projectId, st, sv and the body
 * { eventId, url, domain, timestamp, props }. props holds the event data plus the address; error events
 * hold type, event, errorType, errorMessage and stackTrace instead.
 */
import { WalletportError } from '../errors/index.js';
import type { ErrorEventProperties } from './events.js';

/** Stack traces are cut to this many characters: enough to locate a failure, small enough to send. */
export const MAX_STACK_TRACE_LENGTH = 4_000;
/** Error messages are cut to this many characters. */
export const MAX_ERROR_MESSAGE_LENGTH = 1_000;

export interface AnalyticsPageInfo {
  /** The page the event happened on. */
  url: string;
  /** Its host name. */
  domain: string;
}

export interface TrackEventProps {
  type: 'track';
  event: string;
  properties?: unknown;
  address?: string;
}

export interface ErrorEventProps {
  type: 'error';
  event: string;
  errorType: string;
  errorMessage: string;
  stackTrace: string;
  address?: string;
}

export interface AnalyticsEventBody {
  eventId: string;
  url: string;
  domain: string;
  /** Milliseconds since the Unix epoch. */
  timestamp: number;
  props: TrackEventProps | ErrorEventProps;
}

export function trackProps(event: string, properties: unknown, address?: string): TrackEventProps {
  const props: TrackEventProps = { type: 'track', event };
  if (properties !== undefined) props.properties = properties;
  if (address !== undefined && address !== '') props.address = address;
  return props;
}

export function errorProps(event: string, error: ErrorEventProperties, address?: string): ErrorEventProps {
  const props: ErrorEventProps = {
    type: 'error',
    event,
    errorType: error.errorType,
    errorMessage: error.errorMessage.slice(0, MAX_ERROR_MESSAGE_LENGTH),
    stackTrace: (error.stackTrace ?? '').slice(0, MAX_STACK_TRACE_LENGTH),
  };
  if (address !== undefined && address !== '') props.address = address;
  return props;
}

/** The error-event fields of any thrown value. Never throws. */
export function describeErrorForAnalytics(error: unknown): ErrorEventProperties {
  if (error instanceof Error) {
    const message = error instanceof WalletportError ? error.shortMessage : error.message;
    const described: ErrorEventProperties = { errorType: error.name || 'Error', errorMessage: message };
    if (typeof error.stack === 'string') described.stackTrace = error.stack;
    return described;
  }
  return { errorType: 'UnknownError', errorMessage: describeValue(error) };
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    const json = JSON.stringify(value);
    if (json !== undefined) return json;
  } catch {
    // BigInt, cycles: fall through to String().
  }
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

export function buildEventBody(params: {
  eventId: string;
  page: AnalyticsPageInfo;
  timestamp: number;
  props: TrackEventProps | ErrorEventProps;
}): AnalyticsEventBody {
  return {
    eventId: params.eventId,
    url: params.page.url,
    domain: params.page.domain,
    timestamp: params.timestamp,
    props: params.props,
  };
}
