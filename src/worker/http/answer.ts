import type { z } from 'zod';
import type { HttpResult } from '../../protocol/http';

/** `data.languages[0].code`, or `(root)` when the answer itself is wrong. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`)).join('');
}

/**
 * Turns a 2xx body into the call's typed value. Invalid JSON or a schema
 * mismatch becomes a `malformed` failure that names the call and the first
 * wrong field, so a log line is enough to find the culprit.
 */
export function parseAnswer<S extends z.ZodType>(request: string, text: string, schema: S): HttpResult<z.output<S>> {
  let json: unknown = undefined;
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        failure: { status: 'malformed', notify: true, request, message: `${request}: the answer is not valid JSON (${reason})` },
      };
    }
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue ? formatIssuePath(issue.path) : '(root)';
  const what = issue ? issue.message : 'invalid';
  return {
    ok: false,
    failure: {
      status: 'malformed',
      notify: true,
      request,
      message: `${request}: the answer does not match its schema at ${where}: ${what}`,
    },
  };
}
