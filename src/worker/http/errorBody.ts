import { serverErrorBodySchema, type ServerError } from '../../protocol/http';

/**
 * Reads a non-2xx answer's body into one shape. Never throws: an error page in
 * HTML, an empty body or a body of another shape give null, and the failure
 * still carries the status.
 */
export function parseServerError(text: string): ServerError | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = serverErrorBodySchema.safeParse(json);
  if (!parsed.success) return null;
  const body = parsed.data;
  const inner = body.error?.code;
  const innerNumber = typeof inner === 'number' ? inner : typeof inner === 'string' && /^\d+$/.test(inner) ? Number(inner) : null;
  const reason = typeof inner === 'string' && innerNumber === null ? inner : null;
  const code = innerNumber ?? body.code ?? null;
  const message = body.error?.message ?? body.message ?? null;
  const errors = body.errors ?? [];
  const exceptionCode = body.exception_code ?? null;
  const fields = (body.fields ?? []).map((f) => ({ field: f.field, code: f.code ?? null }));
  if (code === null && reason === null && message === null && errors.length === 0 && exceptionCode === null) return null;
  return { code, reason, message, errors, exceptionCode, fields };
}

/** A short human line for logs and the failure's message: the server's own words when it gave some. */
export function describeServerError(status: number, error: ServerError | null): string {
  const detail = error?.message ?? error?.errors[0]?.detail;
  const code = error?.code != null ? ` code ${error.code}` : '';
  return detail ? `HTTP ${status}${code}: ${detail}` : `HTTP ${status}${code}`;
}
