/**
 * The player's identity documents (SPEC 3 User config: verification fields;
 * the office's verification and identification pages). One place for the
 * kinds of document, the file kinds taken and the size limit, read by the
 * core's rules, the reference server and the pages alike.
 */

/** The documents a player can send: a passport, or an ID card's two sides; a proof of address; a selfie holding the document. */
export const VERIFICATION_DOCUMENT_TYPES = ['passport', 'id_front', 'id_back', 'proof_of_address', 'selfie'] as const;
export type VerificationDocumentType = (typeof VERIFICATION_DOCUMENT_TYPES)[number];

/** The types the identification page (identity alone) asks for; the verification page asks for all. */
export const IDENTITY_DOCUMENT_TYPES: readonly VerificationDocumentType[] = ['passport', 'id_front', 'id_back'];

/** Where each document type stands for the player. */
export const DOCUMENT_STATUSES = ['missing', 'pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The file kinds taken, by the MIME type a client declares; the content must be that kind (magic bytes). */
export const DOCUMENT_FILE_KINDS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;
export type DocumentMime = keyof typeof DOCUMENT_FILE_KINDS;
export type DocumentFileKind = (typeof DOCUMENT_FILE_KINDS)[DocumentMime];

/** The upload limit when the server's config names none (VERIFICATION_MAX_BYTES). */
export const DOCUMENT_MAX_BYTES_DEFAULT = 10 * 1024 * 1024;

/** The User config codes the documents lead to (SPEC 4: VERIFICATION_SUCCESSFUL counts as verified). */
export const VERIFICATION_GROUP_CODES = {
  pending: 'VERIFICATION_PENDING',
  rejected: 'VERIFICATION_REJECTED',
  successful: 'VERIFICATION_SUCCESSFUL',
} as const;

/** User config `verification_status`: 0 nothing sent, 1 waiting for the operator, 2 verified, 3 something was rejected. */
export const VERIFICATION_STATUS_CODES = { none: 0, pending: 1, verified: 2, rejected: 3 } as const;

/** User config `verification_types`: the numbers of the approved document types. */
export const DOCUMENT_TYPE_IDS: { readonly [T in VerificationDocumentType]: number } = {
  passport: 1,
  id_front: 2,
  id_back: 3,
  proof_of_address: 4,
  selfie: 5,
};

/** Also the inbox message's parameter limit: the reason travels in it whole. */
export const REJECTION_REASON_MAX = 200;
