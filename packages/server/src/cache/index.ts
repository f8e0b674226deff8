export { type Cache, fixedWindow, type WindowCount } from './cache.js';
export { createMemoryCache, type MemoryCacheOptions } from './memory-cache.js';
export { createRedisCache, createRedisCacheFromClient, type RedisCommands } from './redis-cache.js';
