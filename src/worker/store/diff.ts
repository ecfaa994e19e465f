/** One place where two states differ: `path` like "preferences.appTheme"; a missing side is undefined. */
export interface StateChange {
  readonly path: string;
  readonly before: unknown;
  readonly after: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The changed leaves between two states, in key order. Unchanged subtrees are
 * skipped by identity first (immer shares them), so the diff of one event
 * costs what the event touched. Pure: reads its arguments, returns a new list.
 */
export function diffState(a: unknown, b: unknown, path = ''): StateChange[] {
  if (Object.is(a, b)) return [];
  if (isRecord(a) && isRecord(b) && Array.isArray(a) === Array.isArray(b)) {
    const out: StateChange[] = [];
    const keys = Array.from(new Set([...Object.keys(a), ...Object.keys(b)])).sort(compareKeys);
    for (const key of keys) {
      const child = path === '' ? key : `${path}.${key}`;
      const inA = Object.prototype.hasOwnProperty.call(a, key);
      const inB = Object.prototype.hasOwnProperty.call(b, key);
      if (!inA) out.push({ path: child, before: undefined, after: b[key] });
      else if (!inB) out.push({ path: child, before: a[key], after: undefined });
      else out.push(...diffState(a[key], b[key], child));
    }
    return out;
  }
  return [{ path: path === '' ? '(root)' : path, before: a, after: b }];
}

/** Array indexes in number order, other keys alphabetically. */
function compareKeys(x: string, y: string): number {
  const nx = Number(x);
  const ny = Number(y);
  if (Number.isInteger(nx) && Number.isInteger(ny)) return nx - ny;
  return x < y ? -1 : x > y ? 1 : 0;
}

function show(value: unknown): string {
  return value === undefined ? '(none)' : JSON.stringify(value);
}

/** "path: old -> new", one change per line. */
export function formatChange(change: StateChange): string {
  return `${change.path}: ${show(change.before)} -> ${show(change.after)}`;
}
