import type { ParamConstraint } from '../../../src/protocol/routes';

/**
 * Concrete paths for a table pattern, written independently of the matcher:
 * every combination of optional segments, each parameter filled with a value
 * its constraint allows.
 */
export interface Sample {
  readonly path: string;
  readonly values: Readonly<Record<string, string>>;
}

export function sampleValue(name: string, constraint: ParamConstraint | undefined): string {
  if (constraint === 'digits') return '123';
  if (constraint && 'except' in constraint) return `v-${name.toLowerCase()}`;
  if (constraint) return constraint[0] as string;
  return `v-${name.toLowerCase()}`;
}

export function samplesOf(pattern: string, constraints?: Readonly<Record<string, ParamConstraint>>): Sample[] {
  let out: { parts: string[]; values: Record<string, string> }[] = [{ parts: [], values: {} }];
  for (const part of pattern.split('/').filter((p) => p !== '')) {
    if (part === '*') {
      out = out.flatMap((s) => [
        { parts: s.parts, values: { ...s.values, '*': '' } },
        { parts: [...s.parts, 'a', 'b'], values: { ...s.values, '*': 'a/b' } },
      ]);
    } else if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      const value = sampleValue(name, constraints?.[name]);
      const present = out.map((s) => ({ parts: [...s.parts, value], values: { ...s.values, [name]: value } }));
      out = optional ? [...out, ...present] : present;
    } else {
      out = out.map((s) => ({ parts: [...s.parts, part], values: s.values }));
    }
  }
  return out.map((s) => ({ path: s.parts.join('/'), values: s.values }));
}

/** A target pattern filled with the sample's values (absent optionals dropped). */
export function fill(pattern: string, values: Readonly<Record<string, string>>): string {
  return pattern
    .split('/')
    .filter((p) => p !== '')
    .map((p) => {
      if (p === '*') return values['*'] ?? '';
      if (p.startsWith(':')) return values[p.replace(/^:|\?$/g, '')] ?? '';
      return p;
    })
    .filter((p) => p !== '')
    .join('/');
}
