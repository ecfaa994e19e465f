import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IDENTITY_DOCUMENT_TYPES, type VerificationDocumentType } from '../../../protocol/constants/verification';
import { LoadingState } from '../../components/LoadingState';
import { useDispatch, useProjection } from '../../core-access/coreContext';
import { requestLogin } from '../../core-access/loginRequest';
import type { PageProps } from '../../core-access/pageProps';
import { Badge } from '../../design/Badge';
import { Button } from '../../design/Button';
import { DocumentRow } from './DocumentRow';
import { sizeText } from './texts';
import { useVerificationTexts } from './useVerificationTexts';
import './verification.css';

/** The groups the verification page asks for, each with the document types that satisfy it. */
const GROUPS: readonly { readonly id: 'identity' | 'address' | 'selfie'; readonly types: readonly VerificationDocumentType[] }[] = [
  { id: 'identity', types: IDENTITY_DOCUMENT_TYPES },
  { id: 'address', types: ['proof_of_address'] },
  { id: 'selfie', types: ['selfie'] },
];

type Mode = 'verification' | 'identification';

/**
 * office/verification (every document) and office/identification (the
 * identity alone, where the site enables it): each document type's status
 * from the `verification` projection, the reason of a rejection, and a file
 * picker whose file the worker sends; every rule (what is taken, what
 * verifies) is the server's and the core's.
 */
function DocumentsPage({ resolution, mode }: PageProps & { mode: Mode }) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const view = useProjection('verification');
  const dispatch = useDispatch();
  const titleId = useId();
  const textsReady = useVerificationTexts();
  const signedIn = view?.player === 'signedIn';
  useEffect(() => {
    if (signedIn) void dispatch({ type: 'verification/reload', payload: {} });
  }, [signedIn, dispatch]);

  if (!textsReady || !view || view.player === 'checking') return <LoadingState />;
  if (view.player === 'guest')
    return (
      <section className="page verification-page" data-testid="verification-page" data-state="guest">
        <p>{t('officeVerification.sign_in_needed')}</p>
        <Button variant="primary" onClick={() => requestLogin({ returnUrl: window.location.pathname, reason: 'button' })}>
          {t('officeVerification.sign_in')}
        </Button>
      </section>
    );
  const state = view.state;
  if (!state)
    return view.failed ? (
      <section className="page verification-page" data-testid="verification-page" data-state="failed">
        <p role="alert">{t('officeVerification.load_failed')}</p>
        <Button onClick={() => void dispatch({ type: 'verification/reload', payload: {} })}>{t('officeVerification.retry')}</Button>
      </section>
    ) : (
      <LoadingState />
    );
  const groups = mode === 'identification' ? GROUPS.filter((g) => g.id === 'identity') : GROUPS;
  const stateOf = (type: VerificationDocumentType) =>
    state.types.find((s) => s.type === type) ?? { type, status: 'missing' as const, reason: null, documentId: null };
  const summary = state.verified
    ? 'verified'
    : state.fields.requested_additional_document
      ? 'rejected'
      : state.fields.verification_status_group_code === null
        ? 'none'
        : 'pending';
  return (
    <section className="page verification-page" data-testid="verification-page" data-state="ready" aria-labelledby={titleId}>
      <h1 id={titleId}>{t(`officeVerification.title_${mode}`)}</h1>
      <p className="verification-hint">{t(`officeVerification.intro_${mode}`)}</p>
      <p className="verification-summary" data-testid="verification-summary" data-summary={summary}>
        <Badge tone={state.verified ? 'success' : summary === 'rejected' ? 'error' : 'muted'}>
          {t(`officeVerification.summary.${summary}`)}
        </Badge>
      </p>
      <p className="verification-hint">{t('officeVerification.file_hint', { size: sizeText(t, state.maxBytes, lang) })}</p>
      {groups.map((group) => (
        <section key={group.id} className="verification-group card" aria-labelledby={`${titleId}-${group.id}`}>
          <h2 id={`${titleId}-${group.id}`}>{t(`officeVerification.group.${group.id}`)}</h2>
          {group.id === 'identity' && <p className="verification-hint">{t('officeVerification.identity_hint')}</p>}
          <ul className="verification-docs">
            {group.types.map((type) => (
              <DocumentRow key={type} type={type} state={stateOf(type)} view={view} lang={lang} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

export function VerificationPage(props: PageProps) {
  return <DocumentsPage {...props} mode="verification" />;
}

export function IdentificationPage(props: PageProps) {
  return <DocumentsPage {...props} mode="identification" />;
}
