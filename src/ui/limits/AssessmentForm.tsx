import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitAssessmentView } from '../../protocol/limits';
import { Button } from '../design/Button';
import { Modal } from '../design/Modal';
import type { LimitTextFormat } from './limitRefusal';
import { limitErrorText } from './limitsParts';

/** The self-assessment's own refusals, in this area's words; any other reads as the limits area's sentence. */
const OWN_ERRORS = new Set([
  'limits.assessment_failed',
  'limits.assessment_incomplete',
  'limits.assessment_token_invalid',
  'limits.assessment_token_used',
  'limits.assessment_token_expired',
]);

interface Props {
  readonly assessment: LimitAssessmentView;
  readonly format: LimitTextFormat;
  readonly onAnswer: (answers: { questionId: number; answerId: number }[]) => void;
  readonly onClose: () => void;
}

/**
 * The self-assessment the site asks before a looser limit (SPEC 7): each
 * question with its answers as a radio group, sent once all are answered;
 * then the outcome: the change went on (as the rules table says), or it was
 * refused and why. Questions and answers read in the player's language by
 * their ids, the server's English as the fallback.
 */
export function AssessmentForm({ assessment, format, onAnswer, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<Readonly<Record<number, number>>>({});
  const complete = assessment.questions.every((q) => chosen[q.id] !== undefined);
  const sending = assessment.phase === 'sending';
  const done = assessment.phase === 'passed';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || sending) return;
    onAnswer(assessment.questions.map((q) => ({ questionId: q.id, answerId: chosen[q.id] as number })));
  }

  const error = assessment.error;
  const errorText = error
    ? OWN_ERRORS.has(error.code)
      ? t(`limitForms.assessment.errors.${error.code.slice('limits.'.length)}`, { ...error.params })
      : limitErrorText(t, error, format)
    : null;

  return (
    <Modal title={t('limitForms.assessment.title')} onClose={onClose} testId="assessment-dialog" size="md">
      <p>{t('limitForms.assessment.intro', { name: t(`limits.type.${assessment.limitType}`) })}</p>
      {done ? (
        <p role="status" data-testid="assessment-outcome" data-phase="passed">
          {t(`limitForms.assessment.passed_${assessment.effect === 'pending' ? 'pending' : 'applied'}`)}
        </p>
      ) : (
        <form onSubmit={submit} data-testid="assessment-form" noValidate>
          {assessment.questions.map((q) => (
            <fieldset key={q.id} className="field assessment-question" data-testid={`assessment-q-${q.id}`}>
              <legend>{t(`limitForms.assessment.question_${q.id}`, { defaultValue: q.text })}</legend>
              {q.answers.map((a) => (
                <label key={a.id} className="assessment-answer">
                  <input
                    type="radio"
                    name={`${id}-q${q.id}`}
                    value={a.id}
                    checked={chosen[q.id] === a.id}
                    disabled={sending}
                    onChange={() => setChosen({ ...chosen, [q.id]: a.id })}
                  />{' '}
                  {t(`limitForms.assessment.answer_${a.id}`, { defaultValue: a.text })}
                </label>
              ))}
            </fieldset>
          ))}
          {errorText && (
            <p className="inline-error" role="alert" data-testid="assessment-outcome" data-phase="refused">
              {errorText}
            </p>
          )}
          <Button type="submit" variant="primary" disabled={!complete || sending} data-testid="assessment-submit">
            {sending ? t('limits.card.sending') : t('limitForms.assessment.submit')}
          </Button>
          {!complete && <p className="note">{t('limitForms.assessment.answer_all')}</p>}
        </form>
      )}
    </Modal>
  );
}
