import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFICE_TEXT_BOUNDS } from '../../../protocol/constants/officeSupport';
import type { PageProps } from '../../core-access/pageProps';
import { useCore } from '../../core-access/coreContext';
import { Badge } from '../../design/Badge';
import { Button } from '../../design/Button';
import { EmptyState } from '../../design/EmptyState';
import { Loading, OfficeSupportFrame, when } from './OfficeSupportFrame';
import { failureKey, useOfficeRead } from './useOfficeCall';

/**
 * block-appeal-history (the blocked layout): a blocked player's appeals with
 * the operator's answers, and a new appeal (one waits for an answer at a time).
 */
export function BlockAppealPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const { loaded, reload } = useOfficeRead('officeAppeals');
  const [text, setText] = useState('');
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const waiting = loaded.status === 'ok' && loaded.value.some((a) => a.answer === null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true, error: null });
    const result = await core.ask('officeFileAppeal', { text });
    if (result.status !== 'ok') return setState({ busy: false, error: t(failureKey(result)) });
    setText('');
    setState({ busy: false, error: null });
    reload();
  };

  return (
    <OfficeSupportFrame page="appeal">
      {() => (
        <>
          {waiting ? (
            <p className="office-support__done" role="status" data-testid="appeal-waiting">
              {t('officeSupport.appeal.waiting')}
            </p>
          ) : (
            <form className="office-support__form card" onSubmit={(e) => void submit(e)} data-testid="appeal-form">
              <div className="field">
                <label htmlFor={`${id}-text`}>{t('officeSupport.appeal.text')}</label>
                <textarea
                  id={`${id}-text`}
                  value={text}
                  required
                  rows={5}
                  minLength={OFFICE_TEXT_BOUNDS.appeal.min}
                  maxLength={OFFICE_TEXT_BOUNDS.appeal.max}
                  onChange={(e) => setText(e.target.value)}
                  data-testid="appeal-text"
                />
                <small className="office-support__hint">
                  {t('officeSupport.common.length', { min: OFFICE_TEXT_BOUNDS.appeal.min, max: OFFICE_TEXT_BOUNDS.appeal.max })}
                </small>
              </div>
              {state.error && (
                <p className="office-support__error" role="alert" data-testid="appeal-error">
                  {state.error}
                </p>
              )}
              <Button type="submit" variant="primary" disabled={state.busy} data-testid="appeal-submit">
                {t('officeSupport.appeal.submit')}
              </Button>
            </form>
          )}
          <h2>{t('officeSupport.appeal.list_title')}</h2>
          <Loading loaded={loaded} retry={reload}>
            {(appeals) =>
              appeals.length === 0 ? (
                <EmptyState compact title={t('officeSupport.appeal.empty')} testId="appeals-empty" />
              ) : (
                <ol className="office-support__list" data-testid="appeals">
                  {appeals.map((a) => (
                    <li key={a.id} className="office-support__item card" data-testid="appeal-item">
                      <div className="office-support__item-head">
                        <time dateTime={a.createdAt}>{when(a.createdAt, resolution.language)}</time>
                        <Badge tone={a.answer === null ? 'muted' : 'success'}>
                          {t(a.answer === null ? 'officeSupport.appeal.status_waiting' : 'officeSupport.appeal.status_answered')}
                        </Badge>
                      </div>
                      <p className="office-support__text">{a.text}</p>
                      {a.answer !== null && (
                        <p className="office-support__answer" data-testid="appeal-answer">
                          <span className="office-support__author">{t('officeSupport.appeal.operator')}</span> {a.answer}
                        </p>
                      )}
                    </li>
                  ))}
                </ol>
              )
            }
          </Loading>
        </>
      )}
    </OfficeSupportFrame>
  );
}
