export { apiRequest, type ApiRequestOptions, type HttpMethod } from './api-request';
export {
  ApiError,
  GENERIC_ERROR_STATUS,
  INVALID_RESULT_MESSAGE,
  isApiError,
  SUCCESS_CODE,
  type ApiStatus,
} from './api-status';
export { API_BASE_PREFIX, buildApiUrl, type QueryParams } from './build-url';
export { CSRF_COOKIE, CSRF_HEADER } from './csrf';
export { inFlightCalls } from './in-flight';
export { isApiMockMode, mockFileName, setApiMockMode } from './mock-replies';
