// Everything that works without React: the contract types, the client and its error catalogue, the token and
// auth helpers, uploads and downloads. Published as '@readyteams/api-client/fetch' for plain fetch users (no React,
// no TanStack Query); the root entry adds the query options and hooks on top of it.
export type { components, ImpactReportFilters, operations, paths } from './types';
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
  confirmTrial,
  INVALID_LOGIN_MESSAGE,
  linkSso,
  login,
  loginErrorMessage,
  logout,
  UNEXPECTED_ERROR_MESSAGE,
  type AuthenticationResult,
  type LoginCredentials,
  type SsoCredentials,
  type SsoLogout,
  type User,
} from './auth';
export { storedAddress, uploadFile, type UploadOptions, type UploadProgress } from './upload';
export { downloadImpactReport, downloadSessionAnswers } from './download';
export { serializeQuery } from './query-string';
