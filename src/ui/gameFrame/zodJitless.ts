// Before any schema runs: zod would probe `new Function` once, which the frame's policy (no 'unsafe-eval') refuses and reports.
((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {}).jitless = true;
