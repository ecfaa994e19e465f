import type { AppState } from '../../core/app';
import { mayStoreMarketingCookies } from '../../core/preferences';
import { planReferralCookies } from '../../core/referral';
import type { ReferralCookieWrite } from '../../protocol/referral';
import { COOKIES_AGREE_TIME_PATH, SECURE_DATA_PATH, okAnswerSchema, secureDataAnswerSchema } from '../../protocol/schemas/referral';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';

export interface ReferralDeps {
  readonly http: HttpClient;
  readonly now: () => number;
  readonly log: { warn(message: string, data?: unknown): void };
}

/**
 * Referral tracking and the cookies the server grants (SPEC 7, 9;
 * docs/referral.md). A landing tab asks which referral cookies to write
 * (the page writes them: a worker has no cookies); they wait for the
 * visitor's yes to all cookies, held here until then. When a player is signed
 * in (a sign-in, or a session found at start) it asks for the secure-data
 * grant and, when the config logs it, sends when the cookie question was
 * answered.
 */
export class ReferralController implements Controller {
  readonly name = 'referral';
  readonly follows = ['session'] as const;

  private link: ControllerLink | null = null;
  private signedInAs: number | null = null;
  /** When this worker saw the cookie question answered; null: answered before it started. */
  private agreedAt: number | null = null;

  /** A landing's cookies planned before the visitor accepted all cookies: written once they do, forgotten with this worker. */
  private held: readonly ReferralCookieWrite[] = [];

  readonly queries = {
    referralCookies: async (input: { readonly search: string }): Promise<{ readonly write: readonly ReferralCookieWrite[] }> => {
      const planned = planReferralCookies(input.search);
      if (planned.length > 0) this.held = planned;
      const preferences = this.link?.state().preferences;
      if (!preferences || !mayStoreMarketingCookies(preferences)) return { write: [] };
      const write = this.held;
      this.held = [];
      return { write };
    },
  };

  constructor(private readonly deps: ReferralDeps) {}

  attach(link: ControllerLink): void {
    this.link = link;
  }

  projectionChanged(name: string): void {
    if (name !== 'session') return;
    const session = this.link?.projection('session');
    const userId = session?.status === 'signedIn' ? session.userId : null;
    if (userId === this.signedInAs) return;
    this.signedInAs = userId;
    if (userId !== null) void this.afterSignIn(userId);
  }

  stateChanged(before: AppState, after: AppState): void {
    const agree = after.preferences.cookiesAgreeType;
    if (agree === before.preferences.cookiesAgreeType || agree === null) return;
    this.agreedAt = this.deps.now();
    // Answered while signed in: the log hears the new answer now, not at the next sign-in.
    if (this.signedInAs !== null) void this.logAgreement(this.signedInAs);
  }

  private async afterSignIn(userId: number): Promise<void> {
    const grant = await this.deps.http.post(SECURE_DATA_PATH, {}, { schema: secureDataAnswerSchema, auth: true });
    if (!grant.ok && grant.failure.status !== 'closed') this.deps.log.warn('secure-data grant failed', grant.failure);
    await this.logAgreement(userId);
  }

  private async logAgreement(userId: number): Promise<void> {
    const link = this.link;
    const agreeType = link?.state().preferences.cookiesAgreeType ?? null;
    if (!link || agreeType === null || link.config()?.isCookiesAgreeLogEnabled !== true || this.signedInAs !== userId) return;
    const body = { agreeType, agreedAt: this.agreedAt };
    const sent = await this.deps.http.post(COOKIES_AGREE_TIME_PATH, body, { schema: okAnswerSchema, auth: true, policy: 'once' });
    // SPEC 8: the agreement log's failure is logged only.
    if (!sent.ok && sent.failure.status !== 'closed') this.deps.log.warn('agreement log failed', sent.failure);
  }
}
