/**
 * The shell loads its footer, slip and support parts lazily. On a loaded
 * two-core machine the first import of a part in a test worker (its whole
 * module graph transformed) has taken over six seconds, well past Testing
 * Library's one-second default, so `findBy…`/`waitFor` get ten seconds, half
 * of a test's own limit, before they call a part missing; a part that never
 * appears still fails, only later.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
