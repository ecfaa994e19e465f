import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { initialAppState, STATE_SHAPE_VERSIONS } from '../../../src/core/app';

/**
 * A snapshot written by an older build is read field by field: a context
 * whose shape changes without a bump of its shape version (and an upgrade,
 * both in its context.ts) would hand the new code an old object.
 * This guard reads the shape off the initial state: its keys and value kinds,
 * recursively. It cannot see optional fields absent from the initial state or
 * the type behind a null, so it catches renames, additions and removals, not
 * every change; tests/core/app/carryOver.test.ts checks the upgrades.
 */
function shapeOf(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length > 0 ? [shapeOf(value[0])] : [];
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, shapeOf(record[key])]),
    );
  }
  return typeof value;
}

const fingerprint = (value: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(shapeOf(value)))
    .digest('hex')
    .slice(0, 16);

/** The shape each context had at its current version. Update an entry only together with a version bump and its upgrade. */
const RECORDED: Record<string, { readonly version: number; readonly shape: string }> = {
  preferences: { version: 1, shape: '09390507993c41e9' },
  coupon: { version: 2, shape: 'd5f80aca095f33d7' },
  session: { version: 3, shape: 'a344fea4f69c1da0' },
  betting: { version: 1, shape: '7dd906d9732bf3c8' },
  wallet: { version: 1, shape: '99e9342f35515c64' },
};

describe('the state shape table', () => {
  it('lists every context of the state', () => {
    expect(Object.keys(STATE_SHAPE_VERSIONS).sort()).toEqual(Object.keys(initialAppState).sort());
  });

  for (const context of Object.keys(RECORDED)) {
    it(`${context}: a changed shape comes with a new version number`, () => {
      const now = {
        version: STATE_SHAPE_VERSIONS[context],
        shape: fingerprint((initialAppState as Readonly<Record<string, unknown>>)[context]),
      };
      expect(
        now,
        `The ${context} state changed shape. Bump shape.version in src/core/${context}/context.ts, ` +
          `add the upgrade from the old shape beside it, then record ${JSON.stringify(now.shape)} here.`,
      ).toEqual(RECORDED[context]);
    });
  }
});
