import type { Rejection } from '../../protocol/rejections';
import {
  PERSONAL_PATHS,
  contactChangeAnswerSchema,
  personalDataAnswerSchema,
  type PersonalDataAnswer,
} from '../../protocol/schemas/personalData';
import type { SessionAccepted, SessionRequest } from '../../protocol/session';
import { accepted, ONCE } from './answers';
import type { SessionActions } from './requests';

type Answer = SessionAccepted | Rejection;
type RequestOf<K extends SessionRequest['kind']> = Extract<SessionRequest, { kind: K }>;

const dataOutcome = (data: PersonalDataAnswer): SessionAccepted => accepted({ kind: 'personalData', data });

/**
 * office/personal-data's calls. Every rule (formats, dates, what is
 * editable, the lock once verified, the step-up) is the server's, run by
 * src/core/personal there; a refusal comes back as `session.<code>` with
 * each refused field as `field.<name>: <reason>`, and `session.step_up_required`
 * opens the page's step-up dialog, which retries the call after.
 */
export const PERSONAL_REQUESTS = {
  personalData: async (s: SessionActions): Promise<Answer> => {
    const result = await s.api().get(PERSONAL_PATHS.data, { schema: personalDataAnswerSchema, auth: true });
    return result.ok ? dataOutcome(result.value) : s.failed(result.failure);
  },
  updatePersonalData: async (s: SessionActions, r: RequestOf<'updatePersonalData'>): Promise<Answer> => {
    const body = { values: r.values };
    const result = await s.api().post(PERSONAL_PATHS.update, body, { schema: personalDataAnswerSchema, auth: true, policy: ONCE });
    if (!result.ok) return s.failed(result.failure);
    // The user config carries user_data: every tab's copy follows.
    await s.userDataChanged();
    return dataOutcome(result.value);
  },
  contactChange: async (s: SessionActions, r: RequestOf<'contactChange'>): Promise<Answer> => {
    const result = await s
      .api()
      .post(PERSONAL_PATHS.contactChange, r.change, { schema: contactChangeAnswerSchema, auth: true, policy: ONCE });
    if (!result.ok) return s.failed(result.failure);
    const { to, expiresAt, resendAt } = result.value;
    return accepted({ kind: 'contactCodeSent', to, expiresAt, resendAt });
  },
  contactConfirm: async (s: SessionActions, r: RequestOf<'contactConfirm'>): Promise<Answer> => {
    const body = { kind: r.contact, code: r.code };
    const result = await s.api().post(PERSONAL_PATHS.contactConfirm, body, { schema: personalDataAnswerSchema, auth: true, policy: ONCE });
    if (!result.ok) return s.failed(result.failure);
    // The user config (the header, the security page) shows the contact too: read it again.
    await s.userDataChanged();
    return dataOutcome(result.value);
  },
};
