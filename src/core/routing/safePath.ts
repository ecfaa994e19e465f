const MAX_PATH = 2048;

/**
 * A path a link or redirect may take from a query parameter (redirectedFrom,
 * return_url, redirect_url, from_url): it starts with exactly one '/', so it
 * stays on this site. '//evil.example', '/\evil.example' (browsers read a
 * backslash as a slash, so none is taken anywhere), 'https://…' and
 * 'javascript:' are refused, as are control characters. The path, or null.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PATH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  return value;
}
