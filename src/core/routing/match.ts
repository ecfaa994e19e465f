import type { ParamConstraint } from '../../protocol/routes';

/**
 * A tiny path matcher for the route table's react-router style patterns, so
 * that the core does not depend on react-router. Specificity follows
 * react-router's ranking (static segments above parameters above splats), with
 * one addition: a constrained parameter outranks a free one.
 */

type PatternSegment =
  | { readonly kind: 'static'; readonly value: string }
  | { readonly kind: 'param'; readonly name: string; readonly constraint: ParamConstraint | undefined }
  | { readonly kind: 'splat' };

export interface Compiled<T> {
  readonly value: T;
  readonly segments: readonly PatternSegment[];
  readonly score: number;
  readonly order: number;
}

export interface PatternEntry<T> {
  readonly pattern: string;
  readonly constraints?: Readonly<Record<string, ParamConstraint>> | undefined;
  readonly value: T;
}

export interface Match<T> {
  readonly value: T;
  /** Decoded parameter values; the splat is under '*'. */
  readonly params: Readonly<Record<string, string>>;
  /** The same values as they appeared in the URL, for building redirect targets. */
  readonly raw: Readonly<Record<string, string>>;
}

export interface MatchOutcome<T> {
  readonly match: Match<T> | null;
  /** Entries whose shape fit the path but whose constraint refused a value. */
  readonly refusedBy: readonly T[];
}

export function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((s) => s !== '');
}

function segmentRank(s: PatternSegment): number {
  switch (s.kind) {
    case 'static':
      return 3;
    case 'param':
      return s.constraint === undefined ? 1 : 2;
    case 'splat':
      return 0;
  }
}

function scoreOf(segments: readonly PatternSegment[]): number {
  let score = segments.length;
  for (const s of segments) {
    score += s.kind === 'static' ? 10 : s.kind === 'splat' ? -2 : s.constraint === undefined ? 3 : 5;
  }
  return score;
}

/**
 * Every concrete variant of a pattern: each optional segment present or
 * absent, an optional parameter present only when the optional ones before it
 * are (`a/:x?/:y?` with one segment fills x, as react-router does, never y).
 */
function expand(pattern: string, constraints: Readonly<Record<string, ParamConstraint>> | undefined): PatternSegment[][] {
  let variants: { readonly segments: PatternSegment[]; readonly skipped: boolean }[] = [{ segments: [], skipped: false }];
  const add = (seg: PatternSegment) => variants.map((v) => ({ ...v, segments: [...v.segments, seg] }));
  for (const part of splitPath(pattern)) {
    if (part === '*') {
      variants = add({ kind: 'splat' });
    } else if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      const seg: PatternSegment = { kind: 'param', name, constraint: constraints?.[name] };
      variants = optional
        ? variants.flatMap((v) => [{ ...v, skipped: true }, ...(v.skipped ? [] : [{ ...v, segments: [...v.segments, seg] }])])
        : add(seg);
    } else {
      variants = add({ kind: 'static', value: part });
    }
  }
  return variants.map((v) => v.segments);
}

function compare<T>(a: Compiled<T>, b: Compiled<T>): number {
  if (a.score !== b.score) return b.score - a.score;
  const n = Math.min(a.segments.length, b.segments.length);
  for (let i = 0; i < n; i++) {
    const d = segmentRank(b.segments[i] as PatternSegment) - segmentRank(a.segments[i] as PatternSegment);
    if (d !== 0) return d;
  }
  return a.order - b.order;
}

export function compilePatterns<T>(entries: readonly PatternEntry<T>[]): readonly Compiled<T>[] {
  const out: Compiled<T>[] = [];
  entries.forEach((e, order) => {
    for (const segments of expand(e.pattern, e.constraints)) {
      out.push({ value: e.value, segments, score: scoreOf(segments), order });
    }
  });
  return out.sort(compare);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function satisfies(constraint: ParamConstraint, value: string): boolean {
  if (constraint === 'digits') return /^\d+$/.test(value);
  return 'except' in constraint ? !constraint.except.includes(value) : constraint.includes(value);
}

type Fit = 'match' | 'refused' | 'none';

function fit(
  segments: readonly PatternSegment[],
  path: readonly string[],
  params: Record<string, string>,
  raw: Record<string, string>,
): Fit {
  let refused = false;
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i] as PatternSegment;
    if (seg.kind === 'splat') {
      const rest = path.slice(i);
      raw['*'] = rest.join('/');
      params['*'] = rest.map(safeDecode).join('/');
      return refused ? 'refused' : 'match';
    }
    const part = path[i];
    if (part === undefined) return 'none';
    if (seg.kind === 'static') {
      if (seg.value !== part) return 'none';
    } else {
      const value = safeDecode(part);
      if (seg.constraint !== undefined && !satisfies(seg.constraint, value)) refused = true;
      params[seg.name] = value;
      raw[seg.name] = part;
    }
  }
  if (path.length !== segments.length) return 'none';
  return refused ? 'refused' : 'match';
}

export function matchSegments<T>(compiled: readonly Compiled<T>[], path: readonly string[]): MatchOutcome<T> {
  const refusedBy: T[] = [];
  for (const c of compiled) {
    const params: Record<string, string> = {};
    const raw: Record<string, string> = {};
    const f = fit(c.segments, path, params, raw);
    if (f === 'match') return { match: { value: c.value, params, raw }, refusedBy };
    if (f === 'refused') refusedBy.push(c.value);
  }
  return { match: null, refusedBy };
}

/**
 * Fill a target pattern with matched raw values. A missing optional parameter
 * drops its segment; a missing required one yields null (a table error that
 * the table test catches).
 */
export function buildPath(pattern: string, raw: Readonly<Record<string, string>>): string | null {
  const out: string[] = [];
  for (const part of splitPath(pattern)) {
    if (part === '*') {
      const rest = raw['*'];
      if (rest) out.push(rest);
    } else if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const value = raw[part.slice(1, optional ? -1 : undefined)];
      if (value === undefined || value === '') {
        if (!optional) return null;
      } else {
        out.push(value);
      }
    } else {
      out.push(part);
    }
  }
  return out.join('/');
}
