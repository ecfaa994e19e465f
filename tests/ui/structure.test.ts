import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shape of src/ui, read from its import statements (type imports
 * included: a cycle through types is still a cycle a reader has to untangle).
 * - no import cycle;
 * - the composition root (src/ui/app) imports pages and apps, and nothing
 *   outside it imports the root;
 * - the shared door (src/ui/core-access) imports only the runtime and the
 *   contract.
 */
const UI = resolve(__dirname, '../../src/ui');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
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

/** Static imports and re-exports of a file (type-only ones too); dynamic import() is a chunk boundary, not an edge. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^\s*(?:import|export)\b[^'";]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
  return specs.map((s) => resolveImport(file, s)).filter((f): f is string => f !== null);
}

const files = sourceFiles(UI);
const graph = new Map(files.map((f) => [f, staticImports(f)]));
const rel = (f: string) => relative(UI, f);
const under = (folder: string) => (f: string) => rel(f).startsWith(`${folder}/`);
const inUi = (f: string) => !rel(f).startsWith('..');

function cycles(): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next].map(rel));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return found;
}

describe('the structure of src/ui', () => {
  it('has no import cycle', () => {
    expect(cycles()).toEqual([]);
  });

  it('nothing outside the composition root imports it', () => {
    const offenders = files
      .filter((f) => !under('app')(f) && rel(f) !== 'main.tsx')
      .flatMap((f) => (graph.get(f) ?? []).filter(under('app')).map((to) => `${rel(f)} -> ${rel(to)}`));
    expect(offenders).toEqual([]);
  });

  it('the shared door imports only the runtime, the contract and itself', () => {
    const offenders = files
      .filter(under('core-access'))
      .flatMap((f) =>
        (graph.get(f) ?? [])
          .filter((to) => inUi(to) && !under('core-access')(to) && !under('runtime')(to))
          .map((to) => `${rel(f)} -> ${rel(to)}`),
      );
    expect(offenders).toEqual([]);
  });
});
