/** Levels in increasing verbosity; LOG_LEVEL picks the most verbose one shown. */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  const level = value.toLowerCase();
  if ((LOG_LEVELS as readonly string[]).includes(level)) return level as LogLevel;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${value}"`);
}

/** Info to stdout (one line per request), warnings and errors to stderr. */
export function createLogger(level: LogLevel = 'info'): Logger {
  const rank = LOG_LEVELS.indexOf(level);
  const noop = (): void => {};
  return {
    info: rank >= 3 ? (m) => process.stdout.write(`${m}\n`) : noop,
    warn: rank >= 2 ? (m) => process.stderr.write(`[warn] ${m}\n`) : noop,
    error: rank >= 1 ? (m) => process.stderr.write(`[error] ${m}\n`) : noop,
  };
}

export const silentLogger: Logger = createLogger('silent');
