/** The refusals of the social-login routes, in the shape of every /embedded/v1 refusal. */
import { EmbeddedApiError } from '../errors.js';

export const socialErrors = {
  notOffered: () =>
    new EmbeddedApiError(404, 'SOCIAL_PROVIDER_NOT_CONFIGURED', 'This login provider is not available'),
  invalidReturnTo: () =>
    new EmbeddedApiError(400, 'INVALID_REQUEST', 'returnTo must be a page on the host origin'),
  noFrameOrigin: () =>
    new EmbeddedApiError(400, 'INVALID_REQUEST', 'The frame origin is unknown: call from the frame'),
  providerUnavailable: () =>
    new EmbeddedApiError(
      502,
      'PROVIDER_UNAVAILABLE',
      'The login provider cannot be reached; try again later',
    ),
  // One answer for unknown, used, expired and wrong-verifier results: a caller learns nothing from it.
  invalidResult: () => new EmbeddedApiError(401, 'INVALID_RESULT', 'Login expired; please try again'),
} as const;
