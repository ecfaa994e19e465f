import type { HttpFailure, HttpResult } from '../../protocol/http';
import { reject, type Rejection } from '../../protocol/rejections';
import {
  AUTH_PATHS,
  mailingSettingsSchema,
  okAnswerSchema,
  outboxAnswerSchema,
  phoneCountriesAnswerSchema,
  registrationCurrenciesAnswerSchema,
  socialProvidersAnswerSchema,
  verificationSentAnswerSchema,
  type PhoneCountriesAnswer,
} from '../../protocol/schemas/auth';
import {
  SECURITY_PATHS,
  endSessionsAnswerSchema,
  securityEventsAnswerSchema,
  securitySessionsAnswerSchema,
} from '../../protocol/schemas/security';
import type { SessionAccepted, SessionRequest } from '../../protocol/session';
import type { HttpClient } from '../http/client';
import { accepted, ONCE } from './answers';
import { rejectFailure } from './failures';

export type LookupRequest = Extract<
  SessionRequest,
  {
    kind:
      | 'socialProviders'
      | 'phoneCountries'
      | 'registrationCurrencies'
      | 'mailingSettings'
      | 'updateMailing'
      | 'stopNewsletter'
      | 'sendEmailVerification'
      | 'verifyEmail'
      | 'devOutbox'
      | 'securityEvents'
      | 'securitySessions'
      | 'endSessions';
  }
>;

export const LOOKUP_KINDS: readonly LookupRequest['kind'][] = [
  'socialProviders',
  'phoneCountries',
  'registrationCurrencies',
  'mailingSettings',
  'updateMailing',
  'stopNewsletter',
  'sendEmailVerification',
  'verifyEmail',
  'devOutbox',
  'securityEvents',
  'securitySessions',
  'endSessions',
];

export function isLookup(request: SessionRequest): request is LookupRequest {
  return (LOOKUP_KINDS as readonly string[]).includes(request.kind);
}

export interface LookupDeps {
  readonly http: HttpClient;
  /** The outbox is a development tool: refused in production. */
  readonly isProduction: boolean;
  /** A failed call of the signed-in player (401 ends the session). */
  readonly failed: (failure: HttpFailure) => Rejection;
  /** After the e-mail is verified the user config changes. */
  readonly userDataChanged: () => Promise<void>;
}

/**
 * Requests that read or change something beside the session itself (the
 * forms' lists and the mailing pages: the session controller loads this
 * module on first use, not with the worker): social
 * providers, phone countries (cached: they change with a deploy, not a
 * session), registration currencies, mailing settings, the newsletter stop link, e-mail verification
 * and the development outbox. Every answer is parsed with its schema.
 */
export class SessionLookups {
  private phoneCountries: PhoneCountriesAnswer | null = null;

  constructor(private readonly deps: LookupDeps) {}

  async perform(request: LookupRequest): Promise<SessionAccepted | Rejection> {
    const { http } = this.deps;
    switch (request.kind) {
      case 'socialProviders': {
        const result = await http.get(AUTH_PATHS.socialProviders, { schema: socialProvidersAnswerSchema });
        return result.ok ? accepted({ kind: 'socialProviders', providers: result.value.providers }) : rejectFailure(result.failure);
      }
      case 'phoneCountries': {
        if (!this.phoneCountries) {
          const result = await http.get(AUTH_PATHS.phoneCountries, { schema: phoneCountriesAnswerSchema });
          if (!result.ok) return rejectFailure(result.failure);
          this.phoneCountries = result.value;
        }
        return accepted({ kind: 'phoneCountries', ...this.phoneCountries });
      }
      case 'registrationCurrencies': {
        // Not cached: the default follows the visitor's country, which the server reads on each call.
        const result = await http.get(AUTH_PATHS.registrationCurrencies, { schema: registrationCurrenciesAnswerSchema });
        return result.ok
          ? accepted({ kind: 'registrationCurrencies', currencies: result.value.currencies, default: result.value.default })
          : rejectFailure(result.failure);
      }
      case 'mailingSettings':
        return this.mailing(await http.get(AUTH_PATHS.mailing, { schema: mailingSettingsSchema, auth: true }), true);
      case 'updateMailing':
        return this.mailing(
          await http.post(AUTH_PATHS.mailingUpdate, request.settings, { schema: mailingSettingsSchema, auth: true, policy: ONCE }),
          true,
        );
      case 'stopNewsletter':
        return this.mailing(
          await http.post(AUTH_PATHS.stopNewsletter, { token: request.token }, { schema: mailingSettingsSchema, policy: ONCE }),
          false,
        );
      case 'sendEmailVerification': {
        const result = await http.post(
          AUTH_PATHS.verifyEmailSend,
          { lng: request.lng },
          { schema: verificationSentAnswerSchema, auth: true, policy: ONCE },
        );
        return result.ok ? accepted({ kind: 'verificationSent', to: result.value.to }) : this.deps.failed(result.failure);
      }
      case 'verifyEmail': {
        const result = await http.post(AUTH_PATHS.verifyEmail, { token: request.token }, { schema: okAnswerSchema, policy: ONCE });
        if (!result.ok) return rejectFailure(result.failure);
        await this.deps.userDataChanged();
        return accepted({ kind: 'done' });
      }
      case 'devOutbox': {
        if (this.deps.isProduction) return reject('session.unavailable');
        const result = await http.get(AUTH_PATHS.devOutbox, {
          schema: outboxAnswerSchema,
          query: { to: request.to || undefined, limit: 50 },
        });
        return result.ok ? accepted({ kind: 'outbox', messages: result.value.messages }) : rejectFailure(result.failure);
      }
      case 'securityEvents': {
        const result = await http.get(SECURITY_PATHS.events, {
          schema: securityEventsAnswerSchema,
          auth: true,
          query: { before: request.before !== undefined ? String(request.before) : undefined },
        });
        return result.ok
          ? accepted({ kind: 'securityEvents', events: result.value.events, nextBefore: result.value.nextBefore })
          : this.deps.failed(result.failure);
      }
      case 'securitySessions': {
        const result = await http.get(SECURITY_PATHS.sessions, { schema: securitySessionsAnswerSchema, auth: true });
        return result.ok ? accepted({ kind: 'securitySessions', sessions: result.value.sessions }) : this.deps.failed(result.failure);
      }
      case 'endSessions': {
        const body = request.id !== undefined ? { id: request.id } : {};
        const result = await http.post(SECURITY_PATHS.endSessions, body, { schema: endSessionsAnswerSchema, auth: true, policy: ONCE });
        return result.ok ? accepted({ kind: 'sessionsEnded', ended: result.value.ended }) : this.deps.failed(result.failure);
      }
    }
  }

  private mailing(
    result: HttpResult<{ enable_mail_news: boolean; enable_mail_deposit: boolean; enable_mail_bets: boolean; enable_sms_news: boolean }>,
    signedIn: boolean,
  ): SessionAccepted | Rejection {
    if (result.ok) return accepted({ kind: 'mailing', settings: result.value });
    return signedIn ? this.deps.failed(result.failure) : rejectFailure(result.failure);
  }
}
