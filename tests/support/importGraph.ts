import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The import graph of a source folder, read from import statements: static
 * imports and re-exports (type-only ones too, unless asked not to), never a
 * dynamic import(), which is a chunk boundary.
 */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

export function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

export function staticImports(file: string, options: { types: boolean } = { types: true }): string[] {
  const text = readFileSync(file, 'utf8');
  const statements = [
    ...text.matchAll(/^\s*(import|export)\b(\s+type\b)?([^'";]*?)from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm),
  ];
  return statements
    .filter((m) => options.types || (!m[2] && !onlyTypes(m[3] ?? '')))
    .map((m) => resolveImport(file, m[4] ?? m[5] ?? ''))
    .filter((f): f is string => f !== null);
}

/** `{ type A, type B }` with nothing else: erased by the compiler. */
function onlyTypes(clause: string): boolean {
  const outside = clause.replace(/\{[^}]*\}/, '').replace(/[\s,]/g, '');
  const names =
    /\{([^}]*)\}/
      .exec(clause)?.[1]
      ?.split(',')
      .map((n) => n.trim())
      .filter(Boolean) ?? [];
  return outside === '' && names.length > 0 && names.every((n) => n.startsWith('type '));
}

/** Every file reachable from `start` through static imports (value imports only: what runs with it). */
export function reachable(start: string): Set<string> {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (!/\.(ts|tsx)$/.test(file)) continue;
    for (const next of staticImports(file, { types: false })) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}
