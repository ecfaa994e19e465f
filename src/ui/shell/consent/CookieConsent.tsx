import { useEffect, useId, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePreferenceEditor } from '../../components/usePreferenceEditor';
import { rejectionMessage } from '../../i18n';
import { ConsentQuestion, type ConsentAnswer } from './ConsentQuestion';
import { usePreferenceCookies } from './usePreferenceCookies';

/**
 * The cookie question (SPEC 3 cookies agreement type, SPEC 5 functional
 * cookies): asked while the visitor has not answered, and again whenever
 * they open the cookie settings. The answer is a display preference, so
 * every tab stops asking at once; the cookies follow the store.
 */
export function CookieConsent({ lang, reopened, onClose }: { lang: string; reopened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const editor = usePreferenceEditor();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const cookies = usePreferenceCookies(refresh);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  // Opened from the footer: focus moves in, and goes back where it came from on close.
  useEffect(() => {
    if (!reopened) return;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    headingRef.current?.focus();
  }, [reopened]);

  const close = () => {
    onClose();
    returnFocus.current?.focus();
    returnFocus.current = null;
  };

  const values = editor.values;
  if (!values) return null;
  const answer = values.cookiesAgreeType;
  // Until the worker has looked at the cookies, one may still bring back the visitor's answer: do not ask meanwhile.
  if (!reopened && (answer !== null || !cookies.settled)) return null;

  const choose = (value: ConsentAnswer) => {
    editor.set('cookiesAgreeType', value);
    if (reopened) close();
  };

  return (
    <ConsentQuestion
      titleId={titleId}
      headingRef={headingRef}
      data-testid="cookie-consent"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && reopened) {
          e.stopPropagation();
          close();
        }
      }}
      policy={(label) => <Link to={`/${lang}/cookies`}>{label}</Link>}
      notes={
        <>
          {answer !== null && (
            <p data-testid="cookie-consent-current">{t('layout.consent.current', { choice: t(`layout.consent.choice_${answer}`) })}</p>
          )}
          {editor.rejection && (
            <p role="alert" className="inline-error">
              {rejectionMessage(t, editor.rejection)}
            </p>
          )}
        </>
      }
      choice={(choice, label) => (
        <button
          key={choice.value}
          type="button"
          className={`button${choice.primary ? ' button--primary' : ''}`}
          data-testid={`cookie-consent-${choice.value}`}
          onClick={() => choose(choice.value)}
        >
          {label}
        </button>
      )}
      close={
        reopened && (
          <button type="button" className="button button--ghost" data-testid="cookie-consent-close" onClick={close}>
            {t('layout.consent.close')}
          </button>
        )
      }
    />
  );
}
