import { useTranslation } from 'react-i18next';
import type { PromotionsProjection } from '../../protocol/promotions';
import type { PromotionItem } from '../../protocol/schemas/promotions';
import { requestLogin } from '../core-access/loginRequest';
import { Button } from '../design/Button';
import { OptButton } from './OptButton';

const KNOWN_REFUSALS = ['ineligible', 'ended', 'paying', 'reward_unavailable', 'not_found'];

/** A refused opt-in or out in words: the server's code, or "try again" for one of the way there. */
export function refusalKey(code: string): string {
  const short = code.replace(/^promotions\./, '');
  return `promotionPages.refusal.${KNOWN_REFUSALS.includes(short) ? short : 'failed'}`;
}

/**
 * What the player may do with the promotion: a guest is asked to sign in; a
 * player opted in may opt out; an eligible one may opt in; otherwise every
 * reason why not, in words (the codes of the core's eligibility).
 */
export function Eligibility({ promotion, view }: { promotion: PromotionItem; view: PromotionsProjection }) {
  const { t } = useTranslation();
  const refusal = view.refusal?.slug === promotion.slug ? view.refusal : null;
  if (view.player !== 'signedIn')
    return (
      <section className="promo-eligibility card" data-testid="promo-eligibility" data-state="guest">
        <p>{t('promotionPages.sign_in_prompt')}</p>
        <Button variant="primary" onClick={() => requestLogin({ returnUrl: window.location.pathname, reason: 'button' })}>
          {t('promotionPages.sign_in')}
        </Button>
      </section>
    );
  const { eligibility } = promotion;
  const reasons = eligibility.eligible ? [] : eligibility.reasons.filter((r) => r !== 'opted_in' && r !== 'sign_in');
  const state = promotion.optedIn ? 'opted-in' : eligibility.eligible ? 'eligible' : 'ineligible';
  return (
    <section className="promo-eligibility card" data-testid="promo-eligibility" data-state={state}>
      <div aria-live="polite">
        {promotion.optedIn && <p className="promo-eligibility__yes">{t('promotionPages.opted_in')}</p>}
        {!promotion.optedIn && eligibility.eligible && <p className="promo-eligibility__yes">{t('promotionPages.eligible')}</p>}
        {reasons.length > 0 && (
          <>
            <p>{t('promotionPages.not_eligible')}</p>
            <ul className="promo-reasons" data-testid="promo-reasons">
              {reasons.map((reason) => (
                <li key={reason} data-reason={reason}>
                  {t(`promotionPages.reason.${reason}`)}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {refusal && (
        <p className="inline-error" role="alert" data-testid="promo-refusal">
          {t(refusalKey(refusal.code))}
        </p>
      )}
      <OptButton promotion={promotion} busy={view.busy === promotion.slug} />
    </section>
  );
}
