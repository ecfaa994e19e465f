import { useTranslation } from 'react-i18next';
import type { AgeAnswer } from '../../protocol/constants/age';
import { useDispatch } from '../core-access/coreContext';
import { Button } from '../design/Button';

/**
 * The question itself: "are you at least minAge?" with its two answers. The
 * answer goes to the worker's log (age/answer); what it means (registration
 * open or refused, for how long) comes back as the ageNotice projection.
 */
export function AgeQuestion({
  minAge,
  onAnswered,
  idPrefix,
}: {
  minAge: number;
  onAnswered?: (answer: AgeAnswer) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const answer = (value: AgeAnswer) => {
    void dispatch({ type: 'age/answer', payload: { answer: value } });
    onAnswered?.(value);
  };
  return (
    <div className="age-question" data-testid={`${idPrefix}-question`}>
      <p id={`${idPrefix}-text`}>{t('ageNotice.question', { minAge })}</p>
      <p className="age-question__note">{t('ageNotice.remembered')}</p>
      <div className="age-question__answers">
        <Button variant="primary" data-testid={`${idPrefix}-yes`} onClick={() => answer('yes')}>
          {t('ageNotice.yes', { minAge })}
        </Button>
        <Button data-testid={`${idPrefix}-no`} onClick={() => answer('no')}>
          {t('ageNotice.no', { minAge })}
        </Button>
      </div>
    </div>
  );
}
