import type { RemoteAppFailure, RetryPolicy } from '../../protocol/remoteApps';
import { REMOTE_APP_RELOAD_DEBOUNCE_MS } from '../../protocol/remoteApps';
import { TEXT_AREA_MARKS, type AppTextArea, type TextArea } from '../i18n/appTexts';
import { textLanguageOf, type TextLanguage, type Texts } from '../i18n/texts';
import { failedEntry, moveTo, NOT_EXIST, type AppEntry } from './appStates';
import { isChunkFetchFailure } from './chunkErrors';
import { isAppModule, type AppModule } from './contract';

/** How one app is fetched: its chunk, the text areas it brings, and how a failed load is retried. */
export interface AppDefinition {
  readonly load: () => Promise<{ readonly app: unknown }>;
  readonly texts: readonly AppTextArea[];
  readonly retry: RetryPolicy;
}

export interface RemoteAppsDeps<N extends string> {
  readonly definitions: Readonly<Record<N, AppDefinition>>;
  /** The page's i18next instance: the language on screen, and where an app's texts go. */
  readonly i18n: {
    readonly language: string;
    addResourceBundle(lang: string, ns: string, texts: Texts, deep?: boolean, overwrite?: boolean): unknown;
    getResource(lang: string, ns: string, key: string): unknown;
  };
  readonly loadTexts: (area: TextArea, lang: TextLanguage) => Promise<Texts>;
  /** Whether the server now serves another build (this tab's chunks are gone for good). */
  readonly isNewBuildServed: () => Promise<boolean>;
  /** This tab's build is gone: reload once, or show the update notice (staleTab.ts). */
  readonly onStaleBuild: () => void;
  readonly reloadPage: () => void;
  readonly warn?: (message: string, error?: unknown) => void;
}

class DictionaryFailure extends Error {
  constructor(override readonly cause: unknown) {
    super('texts could not be loaded');
  }
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * The remote applications of one page (SPEC 2, 4, 8, 9): each app's entry
 * (not-exist, loading, ready, error), who uses it, its retries and the
 * failure panel's debounced refresh. An app is fetched when a part of the page
 * first uses it and dropped back to not-exist when nothing does any more; its
 * code and texts stay in memory, so using it again is ready at once (the
 * not-exist -> ready move), and so is an app prefetched before it is used.
 * Timers read the global clock at call time, so tests drive them with
 * vi.useFakeTimers.
 */
export class RemoteApps<N extends string = string> {
  private readonly entries = new Map<N, AppEntry<AppModule<object>>>();
  private readonly users = new Map<N, number>();
  private readonly inMemory = new Map<N, AppModule<object>>();
  /** `area|lang` of the texts known to be in the i18next instance. */
  private readonly textsIn = new Set<string>();
  private readonly retryTimers = new Map<N, Timer>();
  private readonly refreshTimers = new Map<N, Timer>();
  /** A run per app: an answer to an older run (the app dropped, or loaded again meanwhile) is ignored. */
  private readonly runs = new Map<N, number>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: RemoteAppsDeps<N>) {}

  entry(name: N): AppEntry<AppModule<object>> {
    return this.entries.get(name) ?? NOT_EXIST;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** The app, when its code and its texts in the language on screen are already here: it can show without loading. */
  inMemoryApp(name: N): AppModule<object> | null {
    const app = this.inMemory.get(name);
    return app && this.hasTexts(name, textLanguageOf(this.deps.i18n.language)) ? app : null;
  }

  /** An app whose code is already here (bundled with what uses it, or given by a test): it shows without a fetch. */
  keep<P extends object>(name: N, app: AppModule<P>): void {
    // The store never renders a part itself: whoever shows it knows its props (EmbeddedApp, by the part's name).
    this.inMemory.set(name, app as unknown as AppModule<object>);
  }

  /** A part of the page starts using the app; the returned function says it stopped. */
  use(name: N): () => void {
    this.users.set(name, (this.users.get(name) ?? 0) + 1);
    if (this.entry(name).status === 'not-exist') {
      const app = this.inMemoryApp(name);
      if (app) this.set(name, { status: 'ready', app });
      else this.start(name, 0);
    }
    let used = true;
    return () => {
      if (!used) return;
      used = false;
      this.stopUsing(name);
    };
  }

  /**
   * The failure panel's refresh, debounced by 1 s (SPEC 4): a fetch that
   * failed is tried again in place (a new series of retries); code that
   * failed to run, or a build that is gone, needs the page reloaded.
   */
  refresh(name: N): void {
    const pending = this.refreshTimers.get(name);
    if (pending !== undefined) clearTimeout(pending);
    this.refreshTimers.set(
      name,
      setTimeout(() => {
        this.refreshTimers.delete(name);
        const entry = this.entry(name);
        if (entry.status !== 'error') return;
        if (entry.failure === 'evaluation' || entry.failure === 'stale') this.deps.reloadPage();
        else this.start(name, 0);
      }, REMOTE_APP_RELOAD_DEBOUNCE_MS),
    );
  }

  /** Fetches an app before anything uses it (a link hovered, the page idle): a hint, so a failure is only logged. */
  async prefetch(name: N): Promise<void> {
    if (this.inMemoryApp(name) || this.entry(name).status !== 'not-exist') return;
    try {
      await this.fetchApp(name, textLanguageOf(this.deps.i18n.language));
    } catch (error) {
      this.warn(`prefetching the ${name} app failed`, error);
    }
  }

  /**
   * Before the page shows a language: the shell's texts and those of every
   * app in use or in memory, in that language. Null when they are all here
   * already (the switch can happen at once); a failure is logged and the
   * switch goes on (i18next falls back to English for what is missing).
   */
  textsFor(lang: string): Promise<void> | null {
    const textLang = textLanguageOf(lang);
    const names = (Object.keys(this.deps.definitions) as N[]).filter(
      (name) => this.inMemory.has(name) || this.entry(name).status !== 'not-exist',
    );
    const areas = new Set<TextArea>(['shell', ...names.flatMap((name) => this.deps.definitions[name].texts)]);
    const missing = [...areas].filter((area) => !this.hasArea(area, textLang));
    if (missing.length === 0) return null;
    return this.addTexts(missing, textLang).then(
      () => undefined,
      (error: unknown) => this.warn(`texts in ${lang} could not be loaded`, error),
    );
  }

  private stopUsing(name: N): void {
    const left = (this.users.get(name) ?? 1) - 1;
    this.users.set(name, left);
    if (left > 0) return;
    // Nothing uses the app any more: back to not-exist (SPEC 4), whatever it was doing.
    this.cancelTimers(name);
    this.runs.set(name, (this.runs.get(name) ?? 0) + 1);
    const entry = this.entry(name);
    if (entry.status !== 'not-exist') this.set(name, moveTo(entry, NOT_EXIST));
  }

  private start(name: N, attempt: number): void {
    this.cancelTimers(name);
    const run = (this.runs.get(name) ?? 0) + 1;
    this.runs.set(name, run);
    const lang = textLanguageOf(this.deps.i18n.language);
    this.set(name, moveTo(this.entry(name), { status: 'loading', attempt }));
    this.fetchApp(name, lang).then(
      (app) => {
        if (this.runs.get(name) === run) this.set(name, moveTo(this.entry(name), { status: 'ready', app }));
      },
      (error: unknown) => void this.failed(name, run, attempt, error),
    );
  }

  private async failed(name: N, run: number, attempt: number, error: unknown): Promise<void> {
    let failure: RemoteAppFailure = error instanceof DictionaryFailure ? 'dictionary' : isChunkFetchFailure(error) ? 'fetch' : 'evaluation';
    // A chunk that cannot be fetched because the site was deployed again will never come back.
    if (failure !== 'evaluation' && (await this.deps.isNewBuildServed())) failure = 'stale';
    if (this.runs.get(name) !== run) return;
    const entry = failedEntry<AppModule<object>>(attempt, failure, this.deps.definitions[name].retry);
    this.set(name, moveTo(this.entry(name), entry));
    // SPEC 8: a remote view's failure is logged.
    this.warn(
      `the ${name} app failed to load (${failure}, attempt ${attempt + 1})`,
      error instanceof DictionaryFailure ? error.cause : error,
    );
    if (failure === 'stale') this.deps.onStaleBuild();
    if (entry.status === 'error' && entry.retryInMs !== null) {
      this.retryTimers.set(
        name,
        setTimeout(() => {
          this.retryTimers.delete(name);
          if (this.runs.get(name) === run) this.start(name, attempt + 1);
        }, entry.retryInMs),
      );
    }
  }

  /** The app's chunk and its texts together; kept in memory once both are here. */
  private async fetchApp(name: N, lang: TextLanguage): Promise<AppModule<object>> {
    const definition = this.deps.definitions[name];
    const [app] = await Promise.all([
      definition.load().then((chunk) => {
        if (!isAppModule(chunk.app)) throw new Error(`the ${name} chunk does not export an app`);
        return chunk.app;
      }),
      this.loadTexts(name, lang),
    ]);
    this.inMemory.set(name, app);
    return app;
  }

  private async loadTexts(name: N, lang: TextLanguage): Promise<void> {
    try {
      await this.addTexts(this.deps.definitions[name].texts, lang);
    } catch (error) {
      throw new DictionaryFailure(error);
    }
  }

  private async addTexts(areas: readonly TextArea[], lang: TextLanguage): Promise<void> {
    const missing = areas.filter((area) => !this.hasArea(area, lang));
    const loaded = await Promise.all(missing.map((area) => this.deps.loadTexts(area, lang)));
    loaded.forEach((texts, i) => {
      this.deps.i18n.addResourceBundle(lang, 'translation', texts, true, false);
      this.textsIn.add(`${missing[i]}|${lang}`);
    });
  }

  private hasTexts(name: N, lang: TextLanguage): boolean {
    return this.deps.definitions[name].texts.every((area) => this.hasArea(area, lang));
  }

  /**
   * The instance holds an area when it holds the area's own group of keys
   * (TEXT_AREA_MARKS): texts that came another way (English shell texts in
   * the first load, a test's instance with every text) are not fetched again.
   */
  private hasArea(area: TextArea, lang: TextLanguage): boolean {
    if (this.textsIn.has(`${area}|${lang}`)) return true;
    if (this.deps.i18n.getResource(lang, 'translation', TEXT_AREA_MARKS[area]) === undefined) return false;
    this.textsIn.add(`${area}|${lang}`);
    return true;
  }

  private cancelTimers(name: N): void {
    const retry = this.retryTimers.get(name);
    if (retry !== undefined) clearTimeout(retry);
    this.retryTimers.delete(name);
  }

  private set(name: N, entry: AppEntry<AppModule<object>>): void {
    if (this.entries.get(name) === entry) return;
    this.entries.set(name, entry);
    for (const listener of [...this.listeners]) listener();
  }

  private warn(message: string, error?: unknown): void {
    (this.deps.warn ?? ((m: string, e?: unknown) => console.warn(m, e)))(message, error);
  }
}
