import { useRef } from 'react';

/**
 * The last value that was not undefined. While the site config reloads (a
 * language switch) the projection has no config for a moment; the header keeps
 * what it showed instead of blinking empty.
 */
export function useLastDefined<T>(value: T | undefined): T | undefined {
  const last = useRef(value);
  if (value !== undefined) last.current = value;
  return last.current;
}
