import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IDEA_CATEGORIES, OFFICE_TEXT_BOUNDS, type IdeaCategory } from '../../../protocol/constants/officeSupport';
import type { PageProps } from '../../core-access/pageProps';
import { useCore } from '../../core-access/coreContext';
import { Button } from '../../design/Button';
import { Loading, OfficeSupportFrame, when } from './OfficeSupportFrame';
import { failureKey, useOfficeRead } from './useOfficeCall';

/** office/share-idea: an idea with a category, acknowledged when stored, and the player's earlier ideas. */
export function ShareIdeaPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const { loaded, reload } = useOfficeRead('officeIdeas');
  const [category, setCategory] = useState<IdeaCategory>('site');
  const [text, setText] = useState('');
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: boolean }>({ busy: false, error: null, done: false });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true, error: null, done: false });
    const result = await core.ask('officeFileIdea', { category, text });
    if (result.status !== 'ok') {
      const wait = result.status === 'refused' ? result.retryAfterSeconds : null;
      const minutes = wait === null ? null : Math.ceil(wait / 60);
      return setState({
        busy: false,
        error: minutes === null ? t(failureKey(result)) : t('officeSupport.errors.rate_limited_for', { minutes }),
        done: false,
      });
    }
    setText('');
    setState({ busy: false, error: null, done: true });
    reload();
  };

  return (
    <OfficeSupportFrame page="idea">
      {() => (
        <>
          <form className="office-support__form card" onSubmit={(e) => void submit(e)} data-testid="idea-form">
            <div className="field">
              <label htmlFor={`${id}-category`}>{t('officeSupport.idea.category')}</label>
              <select id={`${id}-category`} value={category} onChange={(e) => setCategory(e.target.value as IdeaCategory)}>
                {IDEA_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`officeSupport.idea.categories.${c}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-text`}>{t('officeSupport.idea.text')}</label>
              <textarea
                id={`${id}-text`}
                value={text}
                required
                rows={5}
                minLength={OFFICE_TEXT_BOUNDS.idea.min}
                maxLength={OFFICE_TEXT_BOUNDS.idea.max}
                onChange={(e) => setText(e.target.value)}
                data-testid="idea-text"
              />
              <small className="office-support__hint">
                {t('officeSupport.common.length', { min: OFFICE_TEXT_BOUNDS.idea.min, max: OFFICE_TEXT_BOUNDS.idea.max })}
              </small>
            </div>
            {state.error && (
              <p className="office-support__error" role="alert" data-testid="idea-error">
                {state.error}
              </p>
            )}
            {state.done && (
              <p className="office-support__done" role="status" data-testid="idea-thanks">
                {t('officeSupport.idea.thanks')}
              </p>
            )}
            <Button type="submit" variant="primary" disabled={state.busy} data-testid="idea-submit">
              {t('officeSupport.idea.submit')}
            </Button>
          </form>
          <Loading loaded={loaded} retry={reload}>
            {(ideas) =>
              ideas.length > 0 && (
                <>
                  <h2>{t('officeSupport.idea.list_title')}</h2>
                  <ol className="office-support__list" data-testid="ideas">
                    {ideas.map((idea) => (
                      <li key={idea.id} className="office-support__item card">
                        <div className="office-support__item-head">
                          <strong>{t(`officeSupport.idea.categories.${idea.category}`)}</strong>
                          <time dateTime={idea.createdAt}>{when(idea.createdAt, resolution.language)}</time>
                        </div>
                        <p className="office-support__text">{idea.text}</p>
                      </li>
                    ))}
                  </ol>
                </>
              )
            }
          </Loading>
        </>
      )}
    </OfficeSupportFrame>
  );
}
