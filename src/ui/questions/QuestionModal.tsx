import { useTranslation } from 'react-i18next';
import { useDispatch, useProjection } from '../core-access/coreContext';
import { Button } from '../design/Button';
import { Modal } from '../design/Modal';
import { useModalTexts } from '../support/modalTexts';
import '../support/playerModals.css';

/**
 * The user-question modal (SPEC 2): the operator's oldest open question with
 * its answer options, one button each. Choosing one sends it through the
 * worker, which closes the question in every tab once the server has it;
 * "Answer later" (or Escape) puts it off in this tab.
 */
export default function QuestionModal({ onLater }: { onLater: () => void }) {
  const questions = useProjection('questions');
  const ready = useModalTexts();
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const question = questions?.current;
  if (!ready || !question) return null;
  const sending = questions.sending === question.id;
  const failed = questions.failed === question.id;
  return (
    <Modal title={t('modals.question.title')} onClose={onLater} testId="question-modal" closeLabel={t('modals.question.later')} size="sm">
      <p className="player-modal__question" data-testid="question-text">
        {question.text}
      </p>
      <div className="player-modal__options" role="group" aria-label={t('modals.question.choices')}>
        {question.options.map((option, index) => (
          <Button
            key={index}
            block
            variant={index === 0 ? 'primary' : 'secondary'}
            disabled={sending}
            data-testid={`question-option-${index}`}
            onClick={() => void dispatch({ type: 'questions/answer', payload: { questionId: question.id, option: index } })}
          >
            {option}
          </Button>
        ))}
      </div>
      {sending && (
        <p role="status" className="player-modal__note">
          {t('modals.question.sending')}
        </p>
      )}
      {failed && (
        <p role="alert" className="field-error">
          {t('modals.question.failed')}
        </p>
      )}
      <Button variant="link" onClick={onLater} data-testid="question-later">
        {t('modals.question.later')}
      </Button>
    </Modal>
  );
}
