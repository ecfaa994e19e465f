import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationDocumentType } from '../../../protocol/constants/verification';
import type { DocumentTypeState } from '../../../protocol/schemas/verification';
import type { VerificationProjection } from '../../../protocol/verification';
import { useDispatch } from '../../core-access/coreContext';
import { Badge, type BadgeTone } from '../../design/Badge';
import { refusalText } from './texts';

const TONES: Record<DocumentTypeState['status'], BadgeTone> = {
  missing: 'muted',
  pending: 'accent',
  approved: 'success',
  rejected: 'error',
};
/** What a file input offers; the server decides by the content, this only filters the picker. */
const ACCEPT = 'image/jpeg,image/png,application/pdf';

/** One document type: its status (and a rejection's reason), a file picker to send one (again), and a refused upload in words. */
export function DocumentRow({
  type,
  state,
  view,
  lang,
}: {
  type: VerificationDocumentType;
  state: DocumentTypeState;
  view: VerificationProjection;
  lang: string;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const inputId = useId();
  const uploading = view.uploading === type;
  const refusal = view.refusal?.type === type ? view.refusal : null;
  const canSend = state.status !== 'approved' && state.status !== 'pending';
  return (
    <li className="verification-doc" data-testid={`verification-doc-${type}`} data-status={state.status}>
      <div className="verification-doc__head">
        <span className="verification-doc__name">{t(`officeVerification.type.${type}`)}</span>
        <Badge tone={TONES[state.status]} data-testid={`verification-status-${type}`}>
          {t(`officeVerification.status.${state.status}`)}
        </Badge>
      </div>
      {state.status === 'rejected' && state.reason && (
        <p className="verification-doc__reason" data-testid={`verification-reason-${type}`}>
          {t('officeVerification.reason', { reason: state.reason })}
        </p>
      )}
      {canSend && (
        <div className="verification-doc__send">
          <label htmlFor={inputId} className="verification-doc__label">
            {state.status === 'rejected' ? t('officeVerification.choose_again') : t('officeVerification.choose_file')}
          </label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            disabled={view.uploading !== null}
            data-testid={`verification-file-${type}`}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void dispatch({ type: 'verification/upload', payload: { documentType: type, file } });
            }}
          />
        </div>
      )}
      {uploading && (
        <p role="status" className="verification-doc__note">
          {t('officeVerification.uploading')}
        </p>
      )}
      {refusal && (
        <p role="alert" className="verification-doc__error" data-testid={`verification-refusal-${type}`}>
          {refusalText(t, refusal.code, refusal.limit, lang)}
        </p>
      )}
    </li>
  );
}
