import type { i18n as I18n } from 'i18next';
import { vi } from 'vitest';
import { DEFAULT_REMOTE_RETRY, HEADER_REMOTE_RETRY, type RetryPolicy } from '../../../src/protocol/remoteApps';
import { RemoteApps, type AppDefinition } from '../../../src/ui/apps/appStore';
import type { AppName } from '../../../src/ui/apps/catalogue';
import { loadAppTexts, type TextArea } from '../../../src/ui/i18n/appTexts';
import { createI18n } from '../../../src/ui/i18n';
import type { Texts } from '../../../src/ui/i18n/texts';

/** What a chunk's import() can do in a test: arrive, 404, throw while it runs, or hang until the test lets it arrive. */
export const CHUNK_404 = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://site/assets/bettingApp-x.js'));
export const CHUNK_THROWS = () => Promise.reject(new ReferenceError('bettingState is not defined'));

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Remote apps whose chunks and texts the test scripts: `code[name]` answers
 * each import() in turn (the last one repeats), `texts` each area's texts.
 * Every app has the default policy but `session` (the header's); the shell's
 * own texts are the real files.
 */
export class ScriptedApps {
  readonly i18n: I18n;
  readonly code = new Map<string, Array<() => Promise<{ app: unknown }>>>();
  readonly imports: string[] = [];
  readonly textLoads: string[] = [];
  textsFail = false;
  newBuild = false;
  readonly onStaleBuild = vi.fn();
  readonly reloadPage = vi.fn();
  readonly warnings: string[] = [];
  readonly apps: RemoteApps<AppName>;

  constructor(lang = 'en') {
    this.i18n = createI18n(lang);
    const definition = (name: string, texts: readonly TextArea[], retry: RetryPolicy): AppDefinition => ({
      load: () => {
        this.imports.push(name);
        const script = this.code.get(name) ?? [];
        const next = script.length > 1 ? script.shift() : script[0];
        return next ? next() : Promise.reject(new Error(`no script for ${name}`));
      },
      texts: texts as AppDefinition['texts'],
      retry,
    });
    const names = [
      'home',
      'betting',
      'bettingGame',
      'cyber',
      'cyberGame',
      'bettingPages',
      'sportsMenu',
      'slip',
      'print',
      'info',
      'debugger',
      'footer',
      'support',
      'errorPage',
      'casino',
      'games',
      'office',
      'wallet',
      'promotions',
    ] as const;
    const definitions = Object.fromEntries(
      names.map((n) => [n, definition(n, n === 'betting' ? ['live'] : [], DEFAULT_REMOTE_RETRY)]),
    ) as Record<AppName, AppDefinition>;
    definitions.session = definition('session', ['session'], HEADER_REMOTE_RETRY);
    this.apps = new RemoteApps<AppName>({
      definitions,
      i18n: this.i18n,
      loadTexts: (area, textLang) => {
        this.textLoads.push(`${area}|${textLang}`);
        if (this.textsFail) return Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://site/assets/en-x.js'));
        // The shell's own texts are the real ones (its panels speak them); an app's are a stand-in.
        if (area === 'shell') return loadAppTexts(area, textLang);
        return Promise.resolve({ [area]: { title: `${area} in ${textLang}` } } as Texts);
      },
      isNewBuildServed: () => Promise.resolve(this.newBuild),
      onStaleBuild: this.onStaleBuild,
      reloadPage: this.reloadPage,
      warn: (message) => void this.warnings.push(message),
    });
  }

  /** The app `name`'s chunk answers with these, in turn. */
  script(name: AppName, ...answers: Array<() => Promise<{ app: unknown }>>): this {
    this.code.set(name, answers);
    return this;
  }
}

/** A chunk that arrives with this `app` export (the loader checks its shape). */
export const arrives = (app: unknown) => () => Promise.resolve({ app });
