import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/LoadingState';
import { requestLogin } from '../../core-access/loginRequest';
import { Button } from '../../design/Button';
import { EmptyState } from '../../design/EmptyState';
import { useSession } from '../../session/useSession';
import type { Loaded } from './useOfficeCall';
import { useOfficeSupportTexts } from './texts';
import './officeSupport.css';

/**
 * What every support page shares: its texts, the sign-in prompt for a guest,
 * a title and intro; the office frame (menu, layout) is around it. The page's
 * content is a function, called only once the texts are in place.
 */
export function OfficeSupportFrame({ page, children }: { page: string; children: () => ReactNode }) {
  const { t } = useTranslation();
  const ready = useOfficeSupportTexts();
  const session = useSession();
  const titleId = useId();
  if (!ready || !session || session.status === 'checking') return <LoadingState />;
  if (session.status !== 'signedIn')
    return (
      <section className="page office-support" data-testid={`office-${page}`} data-state="guest">
        <p>{t('officeSupport.common.sign_in_needed')}</p>
        <Button variant="primary" onClick={() => requestLogin({ returnUrl: window.location.pathname, reason: 'button' })}>
          {t('officeSupport.common.sign_in')}
        </Button>
      </section>
    );
  return (
    <section className="page office-support" data-testid={`office-${page}`} data-state="signed-in" aria-labelledby={titleId}>
      <h1 id={titleId}>{t(`officeSupport.${page}.title`)}</h1>
      <p className="office-support__intro">{t(`officeSupport.${page}.intro`)}</p>
      {children()}
    </section>
  );
}

/** A read's loading and failure states; `children` paints the value. */
export function Loading<T>({ loaded, retry, children }: { loaded: Loaded<T>; retry: () => void; children: (value: T) => ReactNode }) {
  const { t } = useTranslation();
  if (loaded.status === 'loading') return <LoadingState />;
  if (loaded.status === 'ok') return <>{children(loaded.value)}</>;
  return (
    <div data-reason={loaded.status === 'refused' ? loaded.code : loaded.status === 'error' ? loaded.message : loaded.status}>
      <EmptyState
        compact
        title={t(loaded.status === 'signedOut' ? 'officeSupport.errors.signed_out' : 'officeSupport.errors.load_failed')}
        testId="office-support-load-error"
        action={
          <Button variant="secondary" onClick={retry}>
            {t('officeSupport.common.retry')}
          </Button>
        }
      />
    </div>
  );
}

export const when = (iso: string, lang: string): string => new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
