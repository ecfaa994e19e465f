import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveImport, sourceFiles, staticImports } from '../support/importGraph';

/**
 * The shape of src/ui, read from its import statements (type imports
 * included: a cycle through types is still a cycle a reader has to untangle).
 * - no import cycle;
 * - the composition root (src/ui/app) imports pages and apps, and nothing
 *   outside it imports the root;
 * - the shared door (src/ui/core-access) imports only the runtime and the
 *   contract;
 * - an app's door (`bettingApp.ts`, `slipApp.ts`...) is reached only through
 *   the loader's import(), so its code stays in its own chunk;
 * - no file reads the route table itself (a page's app comes from its route
 *   answer), so the table stays out of the tab's bundle.
 */
const UI = resolve(__dirname, '../../src/ui');

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

  it("no file imports an app's door statically: apps come through the loader (src/ui/apps/catalogue.ts)", () => {
    const catalogue = resolve(UI, 'apps/catalogue.ts');
    const doors = new Set(
      [...readFileSync(catalogue, 'utf8').matchAll(/import\('([^']+)'\)/g)].map((m) => resolveImport(catalogue, m[1] ?? '')),
    );
    expect(doors.size).toBeGreaterThan(20);
    const offenders = files.flatMap((f) => (graph.get(f) ?? []).filter((to) => doors.has(to)).map((to) => `${rel(f)} -> ${rel(to)}`));
    expect(offenders).toEqual([]);
  });

  it('no file reads the route table (ROUTES, SECTION_ROUTE): the route answer names the app, the table stays in the worker', () => {
    const routes = resolve(UI, '../protocol/routes.ts');
    const offenders = files.filter((f) => {
      if (!staticImports(f, { types: false }).includes(routes)) return false;
      const text = readFileSync(f, 'utf8');
      return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[./]*protocol\/routes'/g)].some((m) =>
        (m[1] ?? '').split(',').some((name) => /^\s*(ROUTES|SECTION_ROUTE)\s*$/.test(name)),
      );
    });
    expect(offenders.map(rel)).toEqual([]);
  });
});
