/**
 * Why a store operation failed, as data the runtime can branch on. The
 * message is for logs and the debugger page; the UI shows a translated text by kind.
 */
export type StoreErrorKind =
  /** The browser refused to store more (quota). Append never rejects with it: it switches to memory instead. */
  | 'quota-exceeded'
  /** The connection dropped and could not be reopened. */
  | 'connection-lost'
  /** A newer build opened the database: this one closed its connection and must reload. */
  | 'version-change'
  /** close() was called. */
  | 'closed'
  /** An event handed to append is not one this build can read back. */
  | 'invalid-event'
  /** A line of an imported log is not a record; `line` names it (1-based). */
  | 'import-invalid'
  /** Anything else IndexedDB threw; `cause` holds it. */
  | 'io';

export class StoreError extends Error {
  override readonly name = 'StoreError';
  constructor(
    readonly kind: StoreErrorKind,
    message: string,
    readonly details: { readonly line?: number; readonly seq?: number; readonly cause?: unknown } = {},
  ) {
    super(message);
  }
}

export function isStoreError(error: unknown): error is StoreError {
  return error instanceof StoreError;
}

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && typeof (error as { name?: unknown }).name === 'string'
    ? (error as { name: string }).name
    : '';
}

function errorMessage(error: unknown): string {
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : '';
}

/**
 * Browsers report a full disk in three ways: the request fails with
 * QuotaExceededError, the transaction aborts with it as its error, or (old
 * Firefox) NS_ERROR_DOM_QUOTA_REACHED. idb's tx.done rejects with tx.error, but
 * a request's promise rejects with AbortError: then the transaction is asked.
 */
export function isQuotaError(error: unknown, tx?: { readonly error: DOMException | null } | null): boolean {
  const name = errorName(error);
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  // The request may fail with AbortError (or a later one with TransactionInactiveError): the transaction's error says why.
  const txError = tx?.error;
  if (txError && txError !== error && isQuotaError(txError)) return true;
  return false;
}

/**
 * A connection that the browser closed under us: a transaction on it throws
 * InvalidStateError ("The database connection is closing"); Safari says
 * "Connection to Indexed Database server lost" as an UnknownError.
 */
export function isConnectionLostError(error: unknown): boolean {
  const name = errorName(error);
  const message = errorMessage(error);
  if (name === 'InvalidStateError') return true;
  return /connection is closing|connection.*lost|database.*closed/i.test(message);
}

/** A StoreError as it is, anything else as an 'io' one saying what failed. */
export function asStoreError(error: unknown, what: string): StoreError {
  if (error instanceof StoreError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new StoreError('io', `${what}: ${message}`, { cause: error });
}
