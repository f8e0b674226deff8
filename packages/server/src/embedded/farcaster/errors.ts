/** The refusals of the Farcaster channel routes, in the shape of every /embedded/v1 refusal. */
import { EmbeddedApiError } from '../errors.js';

export const farcasterErrors = {
  notConfigured: () =>
    new EmbeddedApiError(503, 'FARCASTER_NOT_CONFIGURED', 'Farcaster sign-in is not configured'),
  // One answer for unknown tokens and tokens of another project: a caller learns nothing from it.
  unknownChannel: () => new EmbeddedApiError(404, 'CHANNEL_NOT_FOUND', 'Unknown Farcaster sign-in request'),
  expired: () =>
    new EmbeddedApiError(410, 'CHANNEL_EXPIRED', 'The Farcaster sign-in request expired; please try again'),
  used: () =>
    new EmbeddedApiError(409, 'CHANNEL_USED', 'This Farcaster sign-in request has been answered already'),
} as const;
