import { reject, type Rejection } from '../../protocol/rejections';
import { codeSentAnswerSchema, encodeSecret, okAnswerSchema } from '../../protocol/schemas/auth';
import {
  STEP_UP_PATHS,
  recoveryCodesAnswerSchema,
  stepUpAnswerSchema,
  totpSetupAnswerSchema,
  totpStatusAnswerSchema,
  type StepUpAnswer,
  type TotpStatusAnswer,
} from '../../protocol/schemas/stepUp';
import type { SessionAccepted, SessionRequest } from '../../protocol/session';
import { accepted, ONCE } from './answers';
import type { SessionActions } from './requests';

type Answer = SessionAccepted | Rejection;
type RequestOf<K extends SessionRequest['kind']> = Extract<SessionRequest, { kind: K }>;

const stepUpOutcome = (a: StepUpAnswer): SessionAccepted => accepted({ kind: 'stepUp', until: a.until, methods: a.methods });
const totpOutcome = (a: TotpStatusAnswer): SessionAccepted => accepted({ kind: 'totpStatus', ...a });
const codesOutcome = (a: { recoveryCodes: string[] }): SessionAccepted => accepted({ kind: 'recoveryCodes', codes: a.recoveryCodes });

/**
 * Step-up, the password change and the authenticator app: each request's
 * call and answer. The server decides every rule; a refusal is
 * `session.<server code>` (`session.step_up_required` opens the page's
 * step-up dialog, which retries the call after).
 */
export const SECURITY_REQUESTS = {
  stepUpState: async (s: SessionActions) => {
    const result = await s.api().get(STEP_UP_PATHS.stepUp, { schema: stepUpAnswerSchema, auth: true });
    return result.ok ? stepUpOutcome(result.value) : s.failed(result.failure);
  },
  stepUp: async (s: SessionActions, r: RequestOf<'stepUp'>): Promise<Answer> => {
    if ((r.password === undefined) === (r.code === undefined)) return reject('session.invalid_request');
    const body = r.password !== undefined ? { uPassword: encodeSecret(r.password) } : { code: encodeSecret(r.code ?? '') };
    const result = await s.api().post(STEP_UP_PATHS.stepUp, body, { schema: stepUpAnswerSchema, auth: true, policy: ONCE });
    return result.ok ? stepUpOutcome(result.value) : s.failed(result.failure);
  },
  stepUpSendCode: async (s: SessionActions): Promise<Answer> => {
    const result = await s.api().post(STEP_UP_PATHS.stepUpSendCode, {}, { schema: codeSentAnswerSchema, auth: true, policy: ONCE });
    if (!result.ok) return s.failed(result.failure);
    const { expiresAt, resendAt } = result.value;
    return accepted({ kind: 'codeSent', expiresAt, ...(resendAt !== undefined ? { resendAt } : {}) });
  },
  changePassword: async (s: SessionActions, r: RequestOf<'changePassword'>): Promise<Answer> => {
    const body = { uPassword: encodeSecret(r.current), newPassword: encodeSecret(r.next) };
    const result = await s.api().post(STEP_UP_PATHS.changePassword, body, { schema: okAnswerSchema, auth: true, policy: ONCE });
    return result.ok ? accepted({ kind: 'done' }) : s.failed(result.failure);
  },
  totpStatus: async (s: SessionActions): Promise<Answer> => {
    const result = await s.api().get(STEP_UP_PATHS.totp, { schema: totpStatusAnswerSchema, auth: true });
    return result.ok ? totpOutcome(result.value) : s.failed(result.failure);
  },
  totpSetup: async (s: SessionActions): Promise<Answer> => {
    const result = await s.api().post(STEP_UP_PATHS.totpSetup, {}, { schema: totpSetupAnswerSchema, auth: true, policy: ONCE });
    return result.ok ? accepted({ kind: 'totpSetup', ...result.value }) : s.failed(result.failure);
  },
  totpConfirm: async (s: SessionActions, r: RequestOf<'totpConfirm'>): Promise<Answer> => {
    const body = { code: encodeSecret(r.code) };
    const result = await s.api().post(STEP_UP_PATHS.totpConfirm, body, { schema: recoveryCodesAnswerSchema, auth: true, policy: ONCE });
    return result.ok ? codesOutcome(result.value) : s.failed(result.failure);
  },
  totpDisable: async (s: SessionActions): Promise<Answer> => {
    const result = await s.api().post(STEP_UP_PATHS.totpDisable, {}, { schema: totpStatusAnswerSchema, auth: true, policy: ONCE });
    return result.ok ? totpOutcome(result.value) : s.failed(result.failure);
  },
  totpRecoveryCodes: async (s: SessionActions): Promise<Answer> => {
    const result = await s.api().post(STEP_UP_PATHS.totpRecoveryCodes, {}, { schema: recoveryCodesAnswerSchema, auth: true, policy: ONCE });
    return result.ok ? codesOutcome(result.value) : s.failed(result.failure);
  },
};
