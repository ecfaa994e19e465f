import {
  DOCUMENT_TYPE_IDS,
  VERIFICATION_DOCUMENT_TYPES,
  VERIFICATION_GROUP_CODES,
  VERIFICATION_STATUS_CODES,
  type VerificationDocumentType,
} from '../../protocol/constants/verification';
import type { DocumentTypeState, VerificationDocument, VerificationFields } from '../../protocol/schemas/verification';

/** Where each document type stands: its newest document decides (a rejected one replaced by a new upload is pending again). */
export function documentTypeStates(documents: readonly VerificationDocument[]): DocumentTypeState[] {
  return VERIFICATION_DOCUMENT_TYPES.map((type) => {
    const newest = documents
      .filter((d) => d.type === type)
      .reduce<VerificationDocument | null>((a, d) => (a === null || d.id > a.id ? d : a), null);
    return newest
      ? { type, status: newest.status, reason: newest.status === 'rejected' ? newest.reason : null, documentId: newest.id }
      : { type, status: 'missing', reason: null, documentId: null };
  });
}

type StatusOf = (type: VerificationDocumentType) => DocumentTypeState['status'];

/** The identity is shown by a passport, or by both sides of an ID card: the better of the two ways. */
function identityStatus(statusOf: StatusOf): DocumentTypeState['status'] {
  const card = [statusOf('id_front'), statusOf('id_back')];
  const cardStatus = card.every((s) => s === 'approved')
    ? 'approved'
    : card.includes('rejected')
      ? 'rejected'
      : card.includes('pending')
        ? 'pending'
        : 'missing';
  const rank = { approved: 3, pending: 2, rejected: 1, missing: 0 } as const;
  const passport = statusOf('passport');
  return rank[passport] >= rank[cardStatus] ? passport : cardStatus;
}

/** What still stands between the player and a verified account: the identity, the proof of address, the selfie. */
export function verificationRequirements(states: readonly DocumentTypeState[]): {
  identity: DocumentTypeState['status'];
  address: DocumentTypeState['status'];
  selfie: DocumentTypeState['status'];
} {
  const statusOf: StatusOf = (type) => states.find((s) => s.type === type)?.status ?? 'missing';
  return { identity: identityStatus(statusOf), address: statusOf('proof_of_address'), selfie: statusOf('selfie') };
}

/**
 * The User config fields (SPEC 3) the documents lead to: verified
 * (internal status 1, VERIFICATION_SUCCESSFUL) once the identity, the proof
 * of address and the selfie are approved; a rejected one still needed asks
 * for another document (requested_additional_document).
 */
export function verificationFields(documents: readonly VerificationDocument[]): VerificationFields {
  const states = documentTypeStates(documents);
  const needed = Object.values(verificationRequirements(states));
  const approvedTypes = states.filter((s) => s.status === 'approved').map((s) => DOCUMENT_TYPE_IDS[s.type]);
  const verified = needed.every((s) => s === 'approved');
  const rejected = needed.includes('rejected');
  const pending = needed.includes('pending');
  const status = verified
    ? VERIFICATION_STATUS_CODES.verified
    : rejected
      ? VERIFICATION_STATUS_CODES.rejected
      : pending
        ? VERIFICATION_STATUS_CODES.pending
        : VERIFICATION_STATUS_CODES.none;
  return {
    verification_status: status,
    verification_types: approvedTypes,
    verification_status_group_code: verified
      ? VERIFICATION_GROUP_CODES.successful
      : rejected
        ? VERIFICATION_GROUP_CODES.rejected
        : pending
          ? VERIFICATION_GROUP_CODES.pending
          : null,
    internal_verification_status: verified ? 1 : 0,
    requested_additional_document: !verified && rejected,
  };
}
