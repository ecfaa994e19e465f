export { createHttpClient, buildUrl, MAX_CAPTCHA_ROUNDS } from './client';
export type {
  HttpClient,
  HttpClientDeps,
  RequestOptions,
  QueryValue,
  FetchFn,
  TokenSource,
  FingerprintSource,
  CaptchaPrompt,
} from './client';
export { RETRY_POLICIES, resolvePolicy } from './policies';
export type { RetryPolicyName } from './policies';
export { parseAnswer, formatIssuePath } from './answer';
export { parseServerError, describeServerError } from './errorBody';
export { consoleLogger, silentLogger } from './logger';
export type { Logger } from './logger';
export { createCredentialSlot, type Credentials } from './credentials';
