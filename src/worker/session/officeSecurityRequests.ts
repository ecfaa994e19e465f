import { QR_LOGIN_STATUS_EVERY_MS, QR_LOGIN_TTL_MS } from '../../protocol/constants/qrLogin';
import type { Rejection } from '../../protocol/rejections';
import {
  QR_LOGIN_PATHS,
  qrLoginConfirmAnswerSchema,
  qrLoginStartAnswerSchema,
  qrLoginStatusAnswerSchema,
} from '../../protocol/schemas/qrLogin';
import { SECURITY_QUESTION_PATHS, securityQuestionAnswerSchema } from '../../protocol/schemas/securityQuestion';
import type { SessionAccepted, SessionRequest } from '../../protocol/session';
import { accepted, ONCE } from './answers';
import { rejectFailure } from './failures';
import type { SessionActions } from './requests';

type Answer = SessionAccepted | Rejection;
type RequestOf<K extends SessionRequest['kind']> = Extract<SessionRequest, { kind: K }>;

/**
 * office/qr-login and the security question: each request's call and
 * answer. The QR confirmation is a sign-in like any other (the tabs follow
 * it); the rest are the signed-in player's (a 401 signs the tab out).
 */
export const OFFICE_SECURITY_REQUESTS = {
  qrLoginStart: async (s: SessionActions, r: RequestOf<'qrLoginStart'>): Promise<Answer> => {
    const result = await s.api().post(QR_LOGIN_PATHS.start, { lng: r.lng }, { schema: qrLoginStartAnswerSchema, auth: true, policy: ONCE });
    return result.ok ? accepted({ kind: 'qrLogin', ...result.value }) : s.failed(result.failure);
  },
  // Answers once the code is no longer waiting (used or expired: the server's clock decides), asking every few seconds on
  // the worker's clock; bounded by the code's life, so a page closed meanwhile costs at most that minute of calls.
  qrLoginStatus: async (s: SessionActions, r: RequestOf<'qrLoginStatus'>): Promise<Answer> => {
    for (let asked = 0; ; asked++) {
      const result = await s.api().get(QR_LOGIN_PATHS.status, { schema: qrLoginStatusAnswerSchema, auth: true, query: { token: r.token } });
      if (!result.ok) return s.failed(result.failure);
      if (result.value.state !== 'waiting' || asked * QR_LOGIN_STATUS_EVERY_MS > QR_LOGIN_TTL_MS)
        return accepted({ kind: 'qrLoginStatus', ...result.value });
      await s.wait(QR_LOGIN_STATUS_EVERY_MS);
    }
  },
  qrLoginConfirm: async (s: SessionActions, r: RequestOf<'qrLoginConfirm'>): Promise<Answer> => {
    const result = await s.api().post(QR_LOGIN_PATHS.confirm, { token: r.token }, { schema: qrLoginConfirmAnswerSchema, policy: ONCE });
    if (!result.ok) return rejectFailure(result.failure);
    await s.signedIn(result.value.user_id, result.value.login, 'token');
    return accepted({ kind: 'signedIn', login: result.value.login });
  },
  securityQuestion: async (s: SessionActions): Promise<Answer> => {
    const result = await s.api().get(SECURITY_QUESTION_PATHS.question, { schema: securityQuestionAnswerSchema, auth: true });
    return result.ok ? accepted({ kind: 'securityQuestion', questionId: result.value.questionId }) : s.failed(result.failure);
  },
  setSecurityQuestion: async (s: SessionActions, r: RequestOf<'setSecurityQuestion'>): Promise<Answer> => {
    const body = { questionId: r.questionId, answer: r.answer };
    const result = await s
      .api()
      .post(SECURITY_QUESTION_PATHS.question, body, { schema: securityQuestionAnswerSchema, auth: true, policy: ONCE });
    // The protection level counts the question: the config every tab shows is read again.
    if (result.ok) await s.userDataChanged();
    return result.ok ? accepted({ kind: 'securityQuestion', questionId: result.value.questionId }) : s.failed(result.failure);
  },
};
