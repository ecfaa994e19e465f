import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SECURITY_ANSWER_MAX_LENGTH,
  SECURITY_ANSWER_MIN_LENGTH,
  SECURITY_QUESTION_IDS,
  type SecurityQuestionId,
} from '../../../protocol/constants/securityQuestion';
import { isRejection } from '../../../protocol/rejections';
import { useStepUp } from '../../security/useStepUp';
import { sessionErrorText } from '../../session/errorText';
import { Field, FormError } from '../../session/Field';
import { useSessionRequest } from '../../session/useSession';
import { useSecurityRefresh } from '../security/refresh';
import { useOfficeSecurityTexts } from './texts';
import './officeSecurity.css';

/**
 * The security question: which one the player has, and a form to set or
 * replace it. The server asks for a step-up first (the question guards
 * recovery); the dialog opens and the save runs again after it.
 */
export function QuestionSection() {
  const { t } = useTranslation();
  const ready = useOfficeSecurityTexts();
  const request = useSessionRequest();
  const stepUp = useStepUp();
  const refresh = useSecurityRefresh();
  const [current, setCurrent] = useState<number | null | undefined>(undefined);
  const [questionId, setQuestionId] = useState<SecurityQuestionId>(SECURITY_QUESTION_IDS[0]);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void request({ kind: 'securityQuestion' }).then((reply) => {
      if (live && !isRejection(reply) && reply.outcome?.kind === 'securityQuestion') setCurrent(reply.outcome.questionId);
    });
    return () => {
      live = false;
    };
  }, [request]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSaved(false);
    setFormError(null);
    if (answer.trim().length < SECURITY_ANSWER_MIN_LENGTH)
      return setError(t('officeSecurity.question.too_short', { min: SECURITY_ANSWER_MIN_LENGTH }));
    setError(null);
    setBusy(true);
    const reply = await stepUp.run(() => request({ kind: 'setSecurityQuestion', questionId, answer }));
    setBusy(false);
    if (isRejection(reply)) return setFormError(sessionErrorText(t, reply));
    if (reply.outcome?.kind === 'securityQuestion') setCurrent(reply.outcome.questionId);
    setAnswer('');
    setSaved(true);
    // The protection level and the activity log change with it.
    refresh.changed();
  }

  if (!ready) return null;
  return (
    <div className="office-question" data-testid="security-question">
      <p className="security-hint">{t('officeSecurity.question.intro')}</p>
      {current !== undefined && (
        <p data-testid="security-question-current">
          {current === null
            ? t('officeSecurity.question.none')
            : t('officeSecurity.question.current', { question: t(`officeSecurity.questions.${current}`) })}
        </p>
      )}
      <form className="security-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
        <div className="session-field">
          <label htmlFor="security-question-pick">{t('officeSecurity.question.pick')}</label>
          <select
            id="security-question-pick"
            data-testid="field-security-question"
            value={questionId}
            onChange={(e) => setQuestionId(Number(e.target.value) as SecurityQuestionId)}
          >
            {SECURITY_QUESTION_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`officeSecurity.questions.${id}`)}
              </option>
            ))}
          </select>
        </div>
        <Field
          name="security-answer"
          autoComplete="off"
          maxLength={SECURITY_ANSWER_MAX_LENGTH}
          label={t('officeSecurity.question.answer')}
          value={answer}
          error={error}
          onChange={(e) => setAnswer(e.target.value)}
        />
        <p className="security-hint">{t('officeSecurity.question.answer_hint')}</p>
        <FormError text={formError} />
        {saved && (
          <p role="status" className="session-hint" data-testid="security-question-saved">
            {t('officeSecurity.question.saved')}
          </p>
        )}
        <div className="session-actions">
          <button type="submit" className="button button--primary" disabled={busy} data-testid="security-question-save">
            {t('officeSecurity.question.save')}
          </button>
        </div>
      </form>
      {stepUp.dialog}
    </div>
  );
}
