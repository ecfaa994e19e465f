/** Where the worker's HTTP layer and loaders report what the user does not see. Injected, so tests read it. */
export interface Logger {
  error(message: string, details?: unknown): void;
  warn(message: string, details?: unknown): void;
}

export const consoleLogger: Logger = {
  error: (message, details) => console.error(message, details ?? ''),
  warn: (message, details) => console.warn(message, details ?? ''),
};

export const silentLogger: Logger = {
  error: () => undefined,
  warn: () => undefined,
};
