/** JSON schemas of the wallet registry routes (validation and OpenAPI). */
import { BADGE_TYPES } from '../../registry/index.js';
import { sdkQueryProperties } from '../shared-schemas.js';

/** 40 per page by default; search asks for 100, the most a page may hold. */
export const DEFAULT_ENTRIES = 40;
export const MAX_ENTRIES = 100;

export const getWalletsQuerySchema = {
  type: 'object',
  properties: {
    ...sdkQueryProperties,
    page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
    entries: { type: 'integer', minimum: 1, maximum: MAX_ENTRIES, default: DEFAULT_ENTRIES },
    search: { type: 'string', maxLength: 100 },
    badge_type: { type: 'string', enum: [...BADGE_TYPES] },
    include: { type: 'string', maxLength: 8_192, description: 'Comma-separated wallet ids: only these' },
    exclude: { type: 'string', maxLength: 8_192, description: 'Comma-separated wallet ids: not these' },
    chains: {
      type: 'string',
      maxLength: 4_096,
      description: 'Comma-separated CAIP-2 ids; wallets supporting any chain of their namespaces',
    },
  },
} as const;

export interface GetWalletsQuery {
  projectId?: string;
  page: number;
  entries: number;
  search?: string;
  badge_type?: (typeof BADGE_TYPES)[number];
  include?: string;
  exclude?: string;
  chains?: string;
}

const nullableString = { type: ['string', 'null'] } as const;

export const walletListingSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    image_id: { type: 'string' },
    rdns: nullableString,
    homepage: nullableString,
    chains: { type: 'array', items: { type: 'string' } },
    mobile_link: nullableString,
    desktop_link: nullableString,
    webapp_link: nullableString,
    badge_type: { type: 'string' },
  },
  required: ['id', 'name', 'image_id', 'rdns', 'chains', 'mobile_link', 'desktop_link', 'webapp_link'],
} as const;

export const getWalletsResponseSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: walletListingSchema }, count: { type: 'integer' } },
  required: ['data', 'count'],
} as const;

export const imageParamsSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$' } },
  required: ['id'],
} as const;
