import type { ContentPageQuery, ContentResult, NewsArticleQuery, NewsListQuery } from '../../protocol/content';
import type { HttpClient } from '../http/client';
import type { Controller } from '../runtime/controller';
import { onFirstUse } from '../runtime/onFirstUse';
import type { Logger } from '../runtime/ports';

/** The calls' code could not be loaded (offline on a first use): an error the page offers to retry. */
const UNAVAILABLE = { status: 'error', message: 'the content calls could not be loaded' } as const;

/**
 * News articles and content pages (landing pages, promo, the mobile page and its QR code):
 * questions only, no state. Few visits open them, so the calls and their
 * schemas load on first use.
 */
export class ContentController implements Controller {
  readonly name = 'content';
  readonly queries = {
    loadNewsList: (q: NewsListQuery) => this.ask((calls) => calls.loadNewsList(this.deps.http, this.deps.log, q)),
    loadNewsArticle: (q: NewsArticleQuery) => this.ask((calls) => calls.loadNewsArticle(this.deps.http, this.deps.log, q)),
    loadContentPage: (q: ContentPageQuery) => this.ask((calls) => calls.loadContentPage(this.deps.http, this.deps.log, q)),
    loadSiteQr: (q: { readonly lang: string }) => this.ask((calls) => calls.loadSiteQr(this.deps.http, this.deps.log, q)),
  };
  private readonly calls = onFirstUse(() => import('./calls'));

  constructor(private readonly deps: { readonly http: HttpClient; readonly log: Logger }) {}

  attach(): void {}

  private async ask<T>(run: (calls: Awaited<ReturnType<typeof this.calls>>) => Promise<ContentResult<T>>): Promise<ContentResult<T>> {
    let calls: Awaited<ReturnType<typeof this.calls>>;
    try {
      calls = await this.calls();
    } catch (error) {
      this.deps.log.warn('the content calls could not be loaded', error);
      return UNAVAILABLE;
    }
    return run(calls);
  }
}
