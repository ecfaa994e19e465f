import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arrives, CHUNK_404, CHUNK_THROWS, deferred, ScriptedApps } from './fakeApps';

const PAGE = { pages: {} };
const tick = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('an app that loads', () => {
  it('goes not-exist -> loading -> ready with its texts in the language on screen, back to not-exist when unused', async () => {
    const s = new ScriptedApps('ru').script('betting', arrives(PAGE));
    expect(s.apps.entry('betting').status).toBe('not-exist');
    const stop = s.apps.use('betting');
    expect(s.apps.entry('betting')).toEqual({ status: 'loading', attempt: 0 });
    await tick();
    expect(s.apps.entry('betting')).toEqual({ status: 'ready', app: PAGE });
    expect(s.textLoads).toEqual(['live|ru']);
    expect(s.i18n.t('live.title')).toBe('live in ru');
    stop();
    expect(s.apps.entry('betting').status).toBe('not-exist');
  });

  it('used again, it is ready at once (not-exist -> ready): no second fetch', async () => {
    const s = new ScriptedApps().script('betting', arrives(PAGE));
    s.apps.use('betting')();
    await tick();
    s.apps.use('betting');
    expect(s.apps.entry('betting').status).toBe('ready');
    expect(s.imports).toEqual(['betting']);
  });

  it('stays while any part still uses it', async () => {
    const s = new ScriptedApps().script('slip', arrives(PAGE));
    const first = s.apps.use('slip');
    const second = s.apps.use('slip');
    await tick();
    first();
    first();
    expect(s.apps.entry('slip').status).toBe('ready');
    second();
    expect(s.apps.entry('slip').status).toBe('not-exist');
  });

  it('dropped while loading, it goes back to not-exist and a late answer changes nothing (but is kept for next time)', async () => {
    const chunk = deferred<{ app: unknown }>();
    const s = new ScriptedApps().script('betting', () => chunk.promise);
    s.apps.use('betting')();
    expect(s.apps.entry('betting').status).toBe('not-exist');
    chunk.resolve({ app: PAGE });
    await tick();
    expect(s.apps.entry('betting').status).toBe('not-exist');
    expect(s.apps.inMemoryApp('betting')).toBe(PAGE);
  });

  it('prefetched, it shows without loading when first used', async () => {
    const s = new ScriptedApps().script('casino', arrives(PAGE));
    await s.apps.prefetch('casino');
    expect(s.apps.entry('casino').status).toBe('not-exist');
    s.apps.use('casino');
    expect(s.apps.entry('casino')).toEqual({ status: 'ready', app: PAGE });
    expect(s.imports).toEqual(['casino']);
  });

  it('a chunk that is not an app counts as code that failed to run', async () => {
    const s = new ScriptedApps().script('footer', () => Promise.resolve({ app: 'not an app' }));
    s.apps.use('footer');
    await tick();
    expect(s.apps.entry('footer')).toMatchObject({ status: 'error', failure: 'evaluation', retryInMs: null });
  });
});

describe('an app that fails', () => {
  it('a chunk that 404s is retried after 1 s, 2 s and 4 s, then the panel shows (entry error, no retry left)', async () => {
    const s = new ScriptedApps().script('betting', CHUNK_404);
    s.apps.use('betting');
    await tick();
    expect(s.apps.entry('betting')).toEqual({ status: 'error', failure: 'fetch', attempt: 0, retryInMs: 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(s.imports).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.imports).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(s.imports).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(s.imports).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.imports).toHaveLength(4);
    expect(s.apps.entry('betting')).toEqual({ status: 'error', failure: 'fetch', attempt: 3, retryInMs: null });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.imports).toHaveLength(4);
    expect(s.warnings).toHaveLength(4);
  });

  it("the header's session controls are retried 5 times, 1000 ms apart", async () => {
    const s = new ScriptedApps().script('session', CHUNK_404);
    s.apps.use('session');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.imports).toHaveLength(6);
    expect(s.apps.entry('session')).toMatchObject({ status: 'error', attempt: 5, retryInMs: null });
  });

  it('the refresh is debounced by 1 s, then starts a new series that can succeed', async () => {
    const s = new ScriptedApps().script('betting', CHUNK_404, CHUNK_404, CHUNK_404, CHUNK_404, arrives(PAGE));
    s.apps.use('betting');
    await vi.advanceTimersByTimeAsync(7000);
    expect(s.apps.entry('betting')).toMatchObject({ status: 'error', retryInMs: null });
    s.apps.refresh('betting');
    await vi.advanceTimersByTimeAsync(600);
    s.apps.refresh('betting');
    await vi.advanceTimersByTimeAsync(999);
    expect(s.imports).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.imports).toHaveLength(5);
    expect(s.apps.entry('betting')).toEqual({ status: 'ready', app: PAGE });
  });

  it('code that throws while it runs is not retried; the refresh reloads the page', async () => {
    const s = new ScriptedApps().script('betting', CHUNK_THROWS);
    s.apps.use('betting');
    await tick();
    expect(s.apps.entry('betting')).toMatchObject({ status: 'error', failure: 'evaluation', retryInMs: null });
    s.apps.refresh('betting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.reloadPage).toHaveBeenCalledTimes(1);
    expect(s.imports).toHaveLength(1);
  });

  it("texts that cannot be fetched are the app's failure too (dictionary), retried like a chunk", async () => {
    const s = new ScriptedApps().script('betting', arrives(PAGE));
    s.textsFail = true;
    s.apps.use('betting');
    await tick();
    expect(s.apps.entry('betting')).toMatchObject({ status: 'error', failure: 'dictionary', retryInMs: 1000 });
    s.textsFail = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.apps.entry('betting').status).toBe('ready');
  });

  it('a chunk gone because the site was deployed again is stale: no retries, the tab is told (reload or notice)', async () => {
    const s = new ScriptedApps().script('betting', CHUNK_404);
    s.newBuild = true;
    s.apps.use('betting');
    await tick();
    expect(s.apps.entry('betting')).toEqual({ status: 'error', failure: 'stale', attempt: 0, retryInMs: null });
    expect(s.onStaleBuild).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.imports).toHaveLength(1);
  });

  it('dropped while waiting to retry, it goes back to not-exist and no retry runs', async () => {
    const s = new ScriptedApps().script('betting', CHUNK_404);
    const stop = s.apps.use('betting');
    await tick();
    stop();
    expect(s.apps.entry('betting').status).toBe('not-exist');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.imports).toHaveLength(1);
  });
});

describe('texts when the language changes', () => {
  it('fetches the shell and every app in use in the new language first; nothing when they are here', async () => {
    const s = new ScriptedApps('en').script('betting', arrives(PAGE));
    s.apps.use('betting');
    await tick();
    expect(s.apps.textsFor('en')).toBeNull();
    await s.apps.textsFor('ar');
    expect(s.textLoads).toEqual(['live|en', 'shell|ar', 'live|ar']);
    expect(s.apps.textsFor('ar')).toBeNull();
    // A language without texts shows English.
    expect(s.apps.textsFor('fr')).toBeNull();
  });
});
