import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedNames, refusingModule } from '../../scripts/zodWithoutJsonSchema';

const zodCore = join(dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4', 'core');
const source = (name: string) => readFileSync(join(zodCore, name), 'utf8');

/** Imports a module's text as a data URL, as the worker's build would load it in place of zod's. */
async function load(text: string): Promise<Record<string, unknown>> {
  return (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(text)}`)) as Record<string, unknown>;
}

describe("the worker build's stand-in for zod's JSON Schema generator", () => {
  it('offers every name the classic API imports from the real modules', () => {
    const processors = exportedNames(source('json-schema-processors.js'));
    const generator = exportedNames(source('to-json-schema.js'));
    expect(processors).toEqual(expect.arrayContaining(['aggregateChecks', 'stringProcessor', 'numberProcessor', 'objectProcessor']));
    expect(generator).toEqual(expect.arrayContaining(['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod', 'process']));
    // What zod's classic schemas read from the processors module by name must be there (a zod upgrade is followed).
    const classic = readFileSync(join(zodCore, '..', 'classic', 'schemas.js'), 'utf8');
    const used = new Set([...classic.matchAll(/\bprocessors\.([A-Za-z_$][\w$]*)\(/g)].map((m) => m[1]));
    expect(used.size).toBeGreaterThan(10);
    for (const name of used) expect(processors).toContain(name);
  });

  it('refuses loudly when called, and builds refusing methods where a factory is asked', async () => {
    const stand = await load(refusingModule(exportedNames(source('to-json-schema.js'))));
    const method = (stand.createStandardJSONSchemaMethod as (...a: unknown[]) => () => unknown)({}, 'input');
    expect(method).toThrow(/not in the worker build/);
    expect(() => (stand.extractDefs as () => unknown)()).toThrow(/not in the worker build/);
  });
});
