import { useTranslation } from 'react-i18next';
import type { LimitAsk } from '../../protocol/limits';
import { limitRefusalText, type LimitTextFormat } from './limitRefusal';

/** A refusal of a limit change in words: the worker's own codes (network_error...) read as the limits area's too. */
export function limitErrorText(
  t: ReturnType<typeof useTranslation>['t'],
  refusal: { readonly code: string; readonly params?: Readonly<Record<string, string | number>> | null },
  format: LimitTextFormat,
): string {
  const code = refusal.code.includes('.') ? refusal.code : `limits.${refusal.code}`;
  return limitRefusalText(t, { code, params: refusal.params ?? {} }, format) ?? t('limits.errors.generic');
}

/** The outcome of the player's latest change of one limit: on its way, done (the server's title preferred), or refused. */
export function AskOutcome({ ask, format, testId }: { ask: LimitAsk | undefined; format: LimitTextFormat; testId: string }) {
  const { t } = useTranslation();
  if (!ask) return null;
  if (ask.phase === 'sending')
    return (
      <p role="status" data-testid={testId} data-phase="sending">
        {t('limits.card.sending')}
      </p>
    );
  if (ask.phase === 'refused' && ask.error)
    return (
      <p className="inline-error" role="alert" data-testid={testId} data-phase="refused">
        {limitErrorText(t, ask.error, format)}
      </p>
    );
  // A looser limit the site guards with a self-assessment: nothing changed yet, the questions come next.
  if (ask.effect === 'assessment')
    return (
      <p role="status" data-testid={testId} data-phase="assessment">
        {t('limitForms.assessment.asked')}
      </p>
    );
  const text = ask.title ? t(`limits.title.${ask.title}`) : t(`limits.effect.${ask.effect ?? 'applied'}`);
  return (
    <p role="status" data-testid={testId} data-phase="done">
      {text}
    </p>
  );
}
