/**
 * The shell loads its footer, slip and support parts lazily. On a loaded
 * two-core machine such an import can outlast Testing Library's one-second
 * default, so `findBy…`/`waitFor` get five seconds before they call a part
 * missing; a part that never appears still fails, only later.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
