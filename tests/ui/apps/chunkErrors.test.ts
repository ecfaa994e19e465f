// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isChunkFetchFailure } from '../../../src/ui/apps/chunkErrors';
import { isNewBuildServed } from '../../../src/ui/apps/newBuild';

describe('what a failed import means', () => {
  it("a chunk that could not be fetched, in each browser's words", () => {
    expect(isChunkFetchFailure(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkFetchFailure(new TypeError('error loading dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkFetchFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkFetchFailure(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('anything else was thrown by the chunk itself', () => {
    expect(isChunkFetchFailure(new ReferenceError('x is not defined'))).toBe(false);
    expect(isChunkFetchFailure(new Error('boom'))).toBe(false);
  });
});

describe('a new build on the server', () => {
  const page = (entry: string) =>
    `<!doctype html><html><head></head><body><div id="root"></div><script type="module" crossorigin src="${entry}"></script></body></html>`;
  const running = () => new DOMParser().parseFromString(page('/assets/index-old.js'), 'text/html');
  const answer =
    (body: string, status = 200) =>
    () =>
      Promise.resolve(new Response(body, { status }));

  it('is served when index.html names another entry script than this tab runs', async () => {
    expect(await isNewBuildServed(answer(page('/assets/index-new.js')), running())).toBe(true);
  });

  it('is not when it names the same one, when the server fails, or when nothing answers', async () => {
    expect(await isNewBuildServed(answer(page('/assets/index-old.js')), running())).toBe(false);
    expect(await isNewBuildServed(answer('down', 503), running())).toBe(false);
    expect(await isNewBuildServed(() => Promise.reject(new TypeError('Failed to fetch')), running())).toBe(false);
  });
});
