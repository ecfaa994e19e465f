import { useTranslation } from 'react-i18next';
import { SECURITY_ANSWER_MAX_LENGTH } from '../../protocol/constants/securityQuestion';
import { useOfficeSecurityTexts } from '../office/officeSecurity/texts';
import { Field } from '../session/Field';

/** Recovery's question, when the player set one: its texts come with it (the office's area), never with the first load. */
export default function SecurityAnswerField(props: {
  readonly questionId: number;
  readonly value: string;
  readonly error?: string;
  readonly onChange: (value: string) => void;
}) {
  const ready = useOfficeSecurityTexts();
  const { t } = useTranslation();
  if (!ready) return null;
  return (
    <Field
      name="security-answer"
      autoComplete="off"
      maxLength={SECURITY_ANSWER_MAX_LENGTH}
      label={t('officeSecurity.question.recovery_label', { question: t(`officeSecurity.questions.${props.questionId}`) })}
      value={props.value}
      error={props.error}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}
