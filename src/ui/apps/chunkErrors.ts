/**
 * What a failed `import()` of an app's chunk means. Browsers word it
 * differently, but a chunk that could not be fetched (offline, a 404 after a
 * new deploy, its CSS missing) is a fetch failure that a retry may cure; any
 * other error was thrown by the chunk's own code while it ran.
 */
const FETCH_FAILURES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload of the chunk's stylesheet
  /Failed to fetch/i,
  /NetworkError/i,
];

export function isChunkFetchFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return FETCH_FAILURES.some((pattern) => pattern.test(message));
}
