/** Which build this is; the debugger page must not exist in production (SPEC 2). */
export function appEnvironment(): string {
  // Vite's define replaces the identifier, so `typeof` becomes `typeof "production"`.
  // Without the define (unit tests) fall back to Vite's mode.
  if (typeof __APP_ENV__ === 'string') return __APP_ENV__;
  return import.meta.env?.MODE ?? 'development';
}

export function isDebuggerEnabled(): boolean {
  return appEnvironment() !== 'production';
}
