// The generic HTTP client and its errors.
export {
  createHttpClient,
  DEFAULT_HTTP_TIMEOUT_MS,
  type FetchFunction,
  type HttpBodyRequest,
  type HttpClient,
  type HttpClientOptions,
  type HttpRequest,
} from './http-client.js';
export {
  HttpRequestError,
  type HttpRequestErrorParameters,
  MAX_ERROR_BODY_TEXT_LENGTH,
} from './http-errors.js';
export { buildRequestUrl, CLIENT_ID_PARAM, type HttpQueryParams, type HttpQueryValue } from './url.js';
