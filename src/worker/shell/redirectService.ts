import { decideServiceRedirect, isRedirectServiceOn, type RedirectServiceFacts } from '../../core/routing';
import {
  CYCLIC_REDIRECT_ERROR,
  REDIRECT_FORMAT_ERROR,
  REDIRECT_LIGHT_PATH,
  redirectLightAnswerSchema,
  type RedirectResult,
} from '../../protocol/schemas/redirect';
import type { HttpClient } from '../http/client';
import type { Logger } from '../http/logger';

/**
 * POST /redirects-api/api/v1/redirect-light {url} (SPEC 7): the first attempt
 * and 5 retries 1000 ms apart (policy 'redirect'). A wrong answer shape is
 * logged as SPEC 8 words it and the URL stays; so does a service that does
 * not answer: a redirect is an improvement, never a reason to block a page.
 */
export async function checkRedirectService(http: HttpClient, url: string, log: Logger): Promise<RedirectResult | null> {
  const result = await http.post(REDIRECT_LIGHT_PATH, { url }, { schema: redirectLightAnswerSchema, policy: 'redirect' });
  if (result.ok) return result.value.data;
  if (result.failure.status === 'malformed') log.error(REDIRECT_FORMAT_ERROR, result.failure);
  else if (result.failure.status !== 'closed') log.warn('redirect service failed; the URL stays', result.failure);
  return null;
}

/** How many URLs a tab remembers being sent away from (a loop needs only the last few). */
const VISITED_PER_TAB = 8;
/** An answer holds this long: old URLs move rarely, and every navigation asks. */
export const REDIRECT_ANSWER_TTL_MS = 5 * 60_000;
/** After the service failed every attempt, pages are not held up by it again for this long. */
export const REDIRECT_SERVICE_PAUSE_MS = 60_000;
const CACHED_ANSWERS = 200;

/**
 * The redirect service for each URL a tab asks about, when it runs
 * (production, or the redirect-service query parameter). It remembers which
 * URLs it already sent each tab away from, so a chain that comes back
 * (A → B, then B → A) is seen as the loop it is, suppressed, and logged as a
 * cyclic-redirect error.
 */
export class RedirectServiceChecks {
  private readonly visited = new Map<string, string[]>();
  private readonly answers = new Map<string, { readonly answer: RedirectResult; readonly at: number }>();
  private pausedUntil = -Infinity;

  constructor(
    private readonly deps: {
      readonly ask: (url: string) => Promise<RedirectResult | null>;
      readonly isProduction: boolean;
      readonly log: Logger;
      /** Epoch ms (the host's clock). */
      readonly now: () => number;
    },
  ) {}

  private async answerFor(url: string): Promise<RedirectResult | null> {
    const now = this.deps.now();
    const cached = this.answers.get(url);
    if (cached && now - cached.at < REDIRECT_ANSWER_TTL_MS) return cached.answer;
    if (now < this.pausedUntil) return null;
    const answer = await this.deps.ask(url);
    if (answer === null) {
      this.pausedUntil = this.deps.now() + REDIRECT_SERVICE_PAUSE_MS;
      return null;
    }
    this.answers.delete(url);
    this.answers.set(url, { answer, at: this.deps.now() });
    // Oldest first in a Map: drop the oldest beyond the bound.
    for (const key of this.answers.keys()) {
      if (this.answers.size <= CACHED_ANSWERS) break;
      this.answers.delete(key);
    }
    return answer;
  }

  async forTab(tabId: string, query: { readonly pathname: string; readonly search: string }): Promise<RedirectServiceFacts | null> {
    if (!isRedirectServiceOn(this.deps.isProduction, query.search)) return null;
    const forUrl = query.pathname + query.search;
    const answer = await this.answerFor(forUrl);
    if (answer === null) return null;
    const visited = this.visited.get(tabId) ?? [];
    const facts: RedirectServiceFacts = { forUrl, answer, visited: [...visited] };
    const decision = decideServiceRedirect(facts);
    if (decision.kind === 'suppressed') {
      this.deps.log.error(CYCLIC_REDIRECT_ERROR, { from: forUrl, to: decision.to, visited, breadcrumbs: answer.breadcrumbs });
    } else if (decision.kind === 'redirect') {
      this.visited.set(tabId, [...visited, forUrl].slice(-VISITED_PER_TAB));
    }
    return facts;
  }

  forget(tabId: string): void {
    this.visited.delete(tabId);
  }
}
