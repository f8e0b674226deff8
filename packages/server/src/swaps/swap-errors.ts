/** The swap answers that are the caller's to fix, as ApiErrors with the codes docs/server.md lists. */
import { ApiError } from '../http/api-error.js';

export function noRoute(): ApiError {
  return new ApiError(400, 'NO_ROUTE', 'No route for this pair');
}

export function swapsUnavailable(caipNetworkId: string): ApiError {
  return new ApiError(
    400,
    'SWAPS_UNAVAILABLE',
    `Swaps are not available on ${caipNetworkId}: this server has no swap provider for it.`,
  );
}

export function amountTooSmall(): ApiError {
  return new ApiError(400, 'AMOUNT_TOO_SMALL', 'The amount is too small: the pool would pay nothing for it.');
}

export function swapUpstreamFailed(): ApiError {
  return new ApiError(502, 'UPSTREAM_UNAVAILABLE', 'The swap provider could not be reached.');
}
