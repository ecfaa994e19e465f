import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDispatch, useProjection } from '../core-access/coreContext';
import { Button, buttonClass } from '../design/Button';
import { useLimitPromptTexts } from './useLimitPromptTexts';
import './limitPrompts.css';

/**
 * The responsible-gaming prompts (UKGC RTS 12) as the limitPrompts
 * projection says: set a deposit limit (after registration until "not now";
 * on the deposit page until the first deposit or a limit) and review the
 * limits every six months. Each leads to office/responsible; what the player
 * answers goes to the worker, which records it with the limit service.
 * `place`: the site's pages (the footer carries it) or the deposit page.
 */
export default function LimitPrompts({ lang, place }: { lang: string; place: 'site' | 'depositPage' }) {
  const prompts = useProjection('limitPrompts');
  const ready = useLimitPromptTexts();
  const dispatch = useDispatch();
  const { t } = useTranslation();
  if (!prompts || prompts.player !== 'signedIn' || !ready) return null;
  const deposit = prompts.depositLimit === 'everywhere' || (place === 'depositPage' && prompts.depositLimit !== null);
  const review = prompts.reviewDueAt !== null;
  if (!deposit && !review) return null;
  const limitsPage = `/${lang}/office/responsible`;
  return (
    <section className="card limit-prompt" aria-label={t('limitPrompts.region')} data-testid={`limit-prompt-${place}`}>
      {deposit ? (
        <>
          <h2 className="limit-prompt__title">{t('limitPrompts.deposit_title')}</h2>
          <p>{t('limitPrompts.deposit_body')}</p>
          <div className="limit-prompt__actions">
            <Link className={buttonClass('primary')} to={limitsPage} data-testid="limit-prompt-set">
              {t('limitPrompts.deposit_action')}
            </Link>
            {place === 'site' && (
              <Button
                data-testid="limit-prompt-not-now"
                disabled={prompts.sending}
                onClick={() => void dispatch({ type: 'limitPrompts/dismissDeposit', payload: {} })}
              >
                {t('limitPrompts.not_now')}
              </Button>
            )}
          </div>
        </>
      ) : (
        <>
          <h2 className="limit-prompt__title">{t('limitPrompts.review_title')}</h2>
          <p>{t('limitPrompts.review_body')}</p>
          <div className="limit-prompt__actions">
            <Link className={buttonClass('primary')} to={limitsPage} data-testid="limit-prompt-review">
              {t('limitPrompts.review_action')}
            </Link>
            <Button
              data-testid="limit-prompt-reviewed"
              disabled={prompts.sending}
              onClick={() => void dispatch({ type: 'limitPrompts/reviewed', payload: {} })}
            >
              {t('limitPrompts.reviewed')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
