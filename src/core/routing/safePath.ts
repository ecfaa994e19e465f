/**
 * A path a link or redirect may take from a query parameter (redirectedFrom,
 * return_url): it starts with exactly one '/', so it stays on this site.
 * '//evil.example', '/\evil.example' (browsers read a backslash as a slash),
 * 'https://…' and 'javascript:' are refused, as are control characters.
 */
export function isSameSitePath(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (value[0] !== '/') return false;
  if (value[1] === '/' || value[1] === '\\') return false;
  return !/[\u0000-\u001f\u007f]/.test(value);
}
