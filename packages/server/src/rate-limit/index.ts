export { installRateLimits } from './rate-limit-hook.js';
export {
  createRateLimiter,
  type RateLimitDecision,
  type RateLimiter,
  rateLimitError,
} from './rate-limiter.js';
