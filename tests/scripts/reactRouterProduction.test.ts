import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rolldown, type Plugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { treeShakableReactRouter } from '../../scripts/reactRouterProduction';

const production = fileURLToPath(import.meta.resolve('react-router')).replace(/\/dist\/development\//, '/dist/production/');

/** A page that uses Link only, bundled as the site's build bundles react-router, with or without the edit. */
async function bundleLinkOnly(edit: boolean): Promise<string> {
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === 'entry' ? id : null),
    load: (id) => (id === 'entry' ? `import { Link } from ${JSON.stringify(production)}; export const used = Link;` : null),
  };
  const editor: Plugin = {
    name: 'edit',
    transform: { filter: { id: /\/react-router\/dist\/production\// }, handler: (code) => ({ code: treeShakableReactRouter(code) }) },
  };
  const build = await rolldown({
    input: 'entry',
    plugins: edit ? [entry, editor] : [entry],
    external: [/^react(-dom)?(\/|$)/, /^cookie$/, /^set-cookie-parser$/],
    logLevel: 'silent',
  });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  return output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

describe("react-router's production build, made tree-shakable", () => {
  it('keeps no top-level displayName write and marks the component builders pure', () => {
    const chunks = readFileSync(production, 'utf8').match(/chunk-[\w]+\.mjs/g) ?? [];
    const source = chunks.map((name) => readFileSync(production.replace(/[^/]+$/, name), 'utf8')).join('\n');
    // The shapes the edit looks for are still in the package: an upgrade that changes them fails here, not silently.
    expect(source).toMatch(/^Form\.displayName = "Form";$/m);
    expect(source).toMatch(/^var Form = React\d*\.forwardRef\(/m);
    const edited = treeShakableReactRouter(source).toString();
    expect(edited).not.toMatch(/^[\w$]+\.displayName = /m);
    expect(edited).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(edited).toMatch(/^var LocationContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
    // Nested names (inside a function's body) are not the edit's business.
    expect(edited).toContain('FetcherForm2.displayName = "fetcher.Form"');
  });

  it("drops what a page that uses Link does not, such as the data router's Form", async () => {
    const [plain, edited] = await Promise.all([bundleLinkOnly(false), bundleLinkOnly(true)]);
    expect(plain).toContain('getFormSubmissionInfo');
    expect(edited).not.toContain('getFormSubmissionInfo');
    expect(edited).toContain('useLinkClickHandler');
    expect(edited.length).toBeLessThan(plain.length);
  });
});
