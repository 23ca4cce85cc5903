export type { paths, components, operations } from './schema';
export {
  apiClient,
  createApiClient,
  createErrorMiddleware,
  dataOrThrow,
  type ApiClient,
  type ApiClientOptions,
  type ApiResult,
  type SuccessData,
} from './client';
export {
  API_ERROR_MESSAGE,
  ApiError,
  apiErrorFor,
  isApiError,
  isSessionExpired,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  sessionExpired,
  type ErrorBody,
  type SessionExpired,
} from './errors';
export {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_MAX_AGE,
  clearAccessToken,
  clearStoredUser,
  configureAuth,
  getAccessToken,
  getStoredUser,
  isAuthenticated,
  setAccessToken,
  setStoredUser,
  USER_STORAGE_KEY,
} from './token';
export {
  INVALID_LOGIN_MESSAGE,
  login,
  loginErrorMessage,
  logout,
  UNEXPECTED_ERROR_MESSAGE,
  type AuthenticationResult,
  type LoginCredentials,
  type User,
} from './auth';
export { storedAddress, uploadFile, type UploadOptions, type UploadProgress } from './upload';
export { downloadImpactReport, downloadSessionAnswers } from './download';
export { serializeQuery } from './query-string';
export { queryKeys, reorderKeys } from './query-keys';
export * from './queries';
export * from './hooks';
export * from './live-events';
