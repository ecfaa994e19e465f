import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { z as zod } from 'zod';
import { hostile, valid } from '../../support/zodArbitrary';

/**
 * The worker's build swaps zod for src/worker/runtime/deferredZod (schemas
 * built on first use). Every schema the worker's modules declare is loaded
 * twice here, once with zod as is and once through the swap, and the two must
 * answer every input alike: values a schema accepts and values an attacker
 * sends (tests/support/zodArbitrary), so refinements and transforms count too.
 */

type Modules = Record<string, Record<string, unknown>>;

const DECLARING_MODULES = import.meta.glob<Record<string, unknown>>([
  '../../../src/protocol/**/*.ts',
  '../../../src/core/calculator/schema.ts',
  '../../../src/worker/shell/blocking.ts',
]);

async function loadAll(): Promise<Modules> {
  const modules: Modules = {};
  for (const [path, load] of Object.entries(DECLARING_MODULES)) modules[path] = await load();
  return modules;
}

function isSchema(value: unknown): value is zod.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value;
}

/** A parse's outcome as data: what it gave, or the issues it found. */
function outcome(schema: zod.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data } : { issues: result.error.issues };
}

const eager = await loadAll();
vi.resetModules();
vi.doMock('zod', () => import('../../../src/worker/runtime/deferredZod'));
const standIns = await import('../../../src/worker/runtime/deferredZod/standIn');
const deferred = await loadAll();
const pairs = Object.entries(eager).flatMap(([path, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isSchema(value))
    .map(([name, value]) => ({
      name: `${path.replace(/^.*\/src\//, '')}#${name}`,
      eager: value as zod.ZodType,
      deferred: deferred[path]![name],
    })),
);

describe("the worker's zod, schemas built on first use", () => {
  it('loads the declaring modules without building their schemas', () => {
    expect(pairs.length).toBeGreaterThan(500);
    const standing = pairs.filter((pair) => standIns.isStandIn(pair.deferred));
    // Every exported schema is a stand-in, and all but the few a module reads while loading (a field's checks
    // derived from its schema) are still unbuilt.
    expect(standing.length).toBe(pairs.length);
    const unbuilt = standing.filter((pair) => !standIns.isBuilt(pair.deferred));
    expect(unbuilt.length / pairs.length).toBeGreaterThan(0.95);
  });

  // One test a schema: all of them in one synchronous test ran past the time limit on a loaded machine.
  describe('answers every input as the eagerly built schema does', () => {
    it.each(pairs.map((pair) => [pair.name, pair] as const))('%s', (_name, pair) => {
      const inputs = fc.sample(fc.oneof(valid(pair.eager), hostile(pair.eager)), { numRuns: 6, seed: 20261202 });
      for (const input of inputs) {
        expect(outcome(pair.deferred as zod.ZodType, input), pair.name).toEqual(outcome(pair.eager, input));
      }
    });
  });

  it('builds a schema once, with the real schemas in its shape, and reads its shape before building it', async () => {
    const { z } = await import('../../../src/worker/runtime/deferredZod');
    const inner = z.object({ id: z.number().int().positive() });
    const outer = z.object({ inner, list: z.array(inner).max(3), id: inner.shape.id.optional() });
    expect(standIns.isBuilt(inner)).toBe(false);
    expect(outer.safeParse({ inner: { id: 1 }, list: [{ id: 2 }] }).success).toBe(true);
    expect(outer.safeParse({ inner: { id: 0 }, list: [] }).success).toBe(false);
    expect(standIns.isBuilt(inner)).toBe(true);
    // Below the top level, parsing meets real schemas only.
    expect(standIns.isStandIn(outer.shape.inner)).toBe(false);
    expect(standIns.isStandIn(outer.shape.list.element)).toBe(false);
    expect(outer.shape.inner).toBe(outer.shape.inner);
    expect(Object.keys(inner.shape)).toEqual(['id']);
    expect(inner instanceof z.ZodObject).toBe(true);
  });
});
