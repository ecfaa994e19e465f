import { z } from 'zod';

/**
 * The HTTP contract shared by the worker's client, the UI (which shows
 * failures and captcha challenges) and the reference server (which reads the
 * same header names and answers the same error bodies). SPEC sections 7 and 8.
 */

/** Header names, lowercase as fetch and Node report them. */
export const HTTP_HEADERS = {
  requestedWith: 'x-requested-with',
  /** App marker: which client sent the call ... */
  app: 'x-app',
  /** ... and which build of it. */
  appVersion: 'x-app-version',
  authorization: 'authorization',
  fingerprint: 'x-fingerprint',
  language: 'x-language',
  captchaAnswer: 'x-captcha-answer',
} as const;

export const REQUESTED_WITH = 'XMLHttpRequest';
export const APP_MARKER = 'betting-web';

/** A 400 whose body carries this code means the device fingerprint is stale: refresh it and retry once. */
export const FINGERPRINT_ERROR_CODE = 120;

/** A 400 with one of these codes asks for a captcha or verification answer before the call is repeated. */
export const CAPTCHA_ERROR_CODES = [100, 111, 112, 113] as const;
export type CaptchaErrorCode = (typeof CAPTCHA_ERROR_CODES)[number];

export function isCaptchaErrorCode(code: number | null | undefined): code is CaptchaErrorCode {
  return (CAPTCHA_ERROR_CODES as readonly (number | null | undefined)[]).includes(code);
}

/** Status code of a call the client itself cancelled (nginx's "client closed request"). */
export const CLOSED_CODE = 499;

/**
 * The error bodies of SPEC section 8: REST errors `{error:{code,message}}`,
 * API errors `{errors:[{detail, priority?}]}`. Both are optional and tolerant:
 * an error answer that fits neither still yields a failure, just without body.
 */
export const apiErrorItemSchema = z.object({
  detail: z.string(),
  priority: z.number().optional(),
  /** A query error of status 2 carries its own message (SPEC 8). */
  status: z.number().optional(),
});
export type ApiErrorItem = z.infer<typeof apiErrorItemSchema>;

export const serverErrorBodySchema = z.object({
  error: z
    .object({
      /** Numeric (SPEC 8 codes such as 100) or a named reason from the server's catalogue ('captcha_required'). */
      code: z.union([z.number().int(), z.string()]).optional(),
      message: z.string().optional(),
    })
    .optional(),
  /** Some answers put the code at the top level. */
  code: z.coerce.number().int().optional(),
  message: z.string().optional(),
  errors: z.array(apiErrorItemSchema).optional(),
  /** 451 with exception_code 1 asks for terms confirmation. */
  exception_code: z.number().int().optional(),
  /** Which fields a 400 refused, and why (a code the client translates). */
  fields: z.array(z.object({ field: z.string(), code: z.string().optional() })).optional(),
});
export type ServerErrorBodyRaw = z.infer<typeof serverErrorBodySchema>;

/** The error body as the client hands it on: one shape whatever the server sent. */
export interface ServerError {
  readonly code: number | null;
  /** The server's named reason (`error.code` when it is a word), for a translated message. */
  readonly reason: string | null;
  readonly message: string | null;
  readonly errors: readonly ApiErrorItem[];
  readonly exceptionCode: number | null;
  /** The refused fields of a 400 (`fields: [{field, code}]`); empty when the body named none. */
  readonly fields: readonly { readonly field: string; readonly code: string | null }[];
}

interface FailureBase {
  /** `GET /web-api/...` without the query, for messages and logs. */
  readonly request: string;
}

/** Every way a call can fail. `notify` says whether the UI should show a notification. */
export type HttpFailure =
  /** The caller aborted the call (navigation, unmount, a newer request). */
  | (FailureBase & { readonly status: 'closed'; readonly code: typeof CLOSED_CODE; readonly notify: false })
  /** fetch itself failed: offline, DNS, CORS, connection reset. */
  | (FailureBase & { readonly status: 'network-error'; readonly notify: true; readonly message: string })
  /** The server answered with a non-2xx status. */
  | (FailureBase & {
      readonly status: 'http-error';
      readonly code: number;
      readonly notify: true;
      readonly error: ServerError | null;
      readonly message: string;
      /** The body as JSON (null when it is not JSON), for calls whose errors carry more than ServerError reads (bets). */
      readonly body?: unknown;
      /** The answer's Retry-After in whole seconds (a rate limit says how long to wait), when it sent a readable one. */
      readonly retryAfterSeconds?: number;
    })
  /** A 2xx answer that is not JSON or does not match the call's schema. */
  | (FailureBase & { readonly status: 'malformed'; readonly notify: true; readonly message: string })
  /** The user closed the captcha challenge the server asked for. */
  | (FailureBase & { readonly status: 'captcha-cancelled'; readonly code: CaptchaErrorCode; readonly notify: false });

export type HttpFailureStatus = HttpFailure['status'];

/** What every call answers: never a throw. */
export type HttpResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: HttpFailure };

/** What the runtime surfaces to the UI when the server asks for a captcha; the UI answers with a string or null (cancel). */
export interface CaptchaChallenge {
  readonly code: CaptchaErrorCode;
  /** The call that asked, path and query. */
  readonly url: string;
}

/**
 * The site cannot run without its configuration (SPEC 8): when loading it
 * fails for good, the worker raises this and the UI shows the error page with
 * a retry.
 */
export const NO_SITE_CONFIG = 'no site config';
export interface SiteConfigLoadFailure {
  readonly code: typeof NO_SITE_CONFIG;
  /** The last failure of the last attempt. */
  readonly cause: HttpFailure;
}
