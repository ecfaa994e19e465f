import type { CaptchaChallenge } from '../../protocol/http';
import type { HttpClient } from '../http/client';
import { AUTH_PATHS, captchaChallengeAnswerSchema, captchaValidateAnswerSchema } from '../../protocol/schemas/auth';
import type { CaptchaPromptView } from '../../protocol/session';

/**
 * The HTTP client's CaptchaPrompt, bridged to the UI through the `session`
 * projection: a 400 with code 100 makes the worker fetch a challenge
 * (GET /captcha/update) and put it in `session.captcha`; every tab shows it
 * (one session for all tabs). A tab answers with the request `captchaAnswer`;
 * the worker checks it (POST /captcha/validate, which does not consume it)
 * and hands `id:answer` back to the waiting call as X-Captcha-Answer. A wrong
 * answer keeps the prompt open (marked wrong) with a fresh challenge; null
 * cancels the call (`captcha-cancelled`). One challenge at a time: calls
 * that need one meanwhile wait their turn.
 */
export class CaptchaBridge {
  private current: { view: CaptchaPromptView; resolve: (answer: string | null) => void } | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private http: HttpClient | null = null;

  constructor(
    private readonly onChange: () => void,
    private readonly onForcedLogout: () => void,
  ) {}

  useHttp(http: HttpClient): void {
    this.http = http;
  }

  view(): CaptchaPromptView | null {
    return this.current?.view ?? null;
  }

  challenge(challenge: CaptchaChallenge): Promise<string | null> {
    const turn = this.queue.then(() => this.ask(challenge));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async ask(challenge: CaptchaChallenge): Promise<string | null> {
    const view = await this.fetchChallenge(challenge.url, false);
    if (!view) return null;
    return new Promise<string | null>((resolve) => {
      this.current = { view, resolve };
      this.onChange();
    });
  }

  private async fetchChallenge(url: string, wrongAnswer: boolean): Promise<CaptchaPromptView | null> {
    if (!this.http) return null;
    const result = await this.http.get(AUTH_PATHS.captchaUpdate, { schema: captchaChallengeAnswerSchema, policy: 'default' });
    if (!result.ok) return null;
    const { id, image, time } = result.value;
    return { id, image, expiresAt: time, url, wrongAnswer };
  }

  /** The player's answer from a tab; false when it was not for the challenge shown. */
  async answer(id: string, answer: string | null): Promise<boolean> {
    const current = this.current;
    if (!current || current.view.id !== id) return false;
    if (answer === null) return (this.finish(null), true);
    const text = `${id}:${answer.trim()}`;
    const checked = this.http
      ? await this.http.post(
          AUTH_PATHS.captchaValidate,
          { captcha: text },
          { schema: captchaValidateAnswerSchema, policy: { attempts: 1, delayMs: 0, backoff: 'fixed' } },
        )
      : null;
    if (this.current !== current) return false;
    if (checked?.ok && checked.value.success) {
      this.finish(text);
      return true;
    }
    if (checked?.ok && checked.value.type === 2) {
      this.finish(null);
      this.onForcedLogout();
      return false;
    }
    const next = await this.fetchChallenge(current.view.url, true);
    if (this.current !== current) return false;
    if (!next) return (this.finish(null), false);
    this.current = { view: next, resolve: current.resolve };
    this.onChange();
    return false;
  }

  async refresh(): Promise<void> {
    const current = this.current;
    if (!current) return;
    const next = await this.fetchChallenge(current.view.url, current.view.wrongAnswer);
    if (this.current !== current || !next) return;
    this.current = { view: next, resolve: current.resolve };
    this.onChange();
  }

  private finish(answer: string | null): void {
    const current = this.current;
    this.current = null;
    this.onChange();
    current?.resolve(answer);
  }
}
