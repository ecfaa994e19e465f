import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * zod's classic API wires its JSON Schema generator into every schema it
 * builds (a `toJSONSchema` method, a processor per schema kind): about 20 kB
 * raw of the worker's script that the worker never runs, since it only parses.
 * In the worker's build those two modules are replaced by one whose every
 * export (the real module's names, read at build time so a zod upgrade is
 * followed) throws a message saying why. Parsing is untouched; so are the
 * server, the tests and the page, which use zod whole.
 *
 * What else goes with them: the derived getters of classic schemas
 * (`minValue`, `maxValue`, `isInt`, `format`, `minLength`...), which read
 * bounds through the generator's `aggregateChecks`. Worker code reads bounds
 * from `schema._zod.bag` instead (src/protocol/schemas/quickCheck.ts).
 */
export const ZOD_JSON_SCHEMA_MODULES = [/\/zod\/v4\/core\/json-schema-processors\.js$/, /\/zod\/v4\/core\/to-json-schema\.js$/];

const REFUSAL = 'JSON Schema generation is not in the worker build (scripts/zodWithoutJsonSchema.ts)';

/** The named exports of an ES module's source: `export function|const|class name` and `export { a, b as c }`. */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/gm)) names.add(m[1]!);
  for (const m of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

/**
 * A module with the same export names, each a function that throws REFUSAL
 * when called; a `create…` factory instead returns such a function, since a
 * schema's `~standard` getter builds its JSON Schema methods on access.
 */
export function refusingModule(names: readonly string[]): string {
  const lines = [`const refuse = () => { throw new Error(${JSON.stringify(REFUSAL)}); };`];
  for (const name of names) lines.push(`export const ${name} = ${name.startsWith('create') ? '() => refuse' : 'refuse'};`);
  return `${lines.join('\n')}\n`;
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    load(id) {
      const path = id.split('?')[0]!;
      if (!ZOD_JSON_SCHEMA_MODULES.some((pattern) => pattern.test(path))) return null;
      return refusingModule(exportedNames(readFileSync(path, 'utf8')));
    },
  };
}
