import { z } from 'zod';
import { DOCUMENT_STATUSES, REJECTION_REASON_MAX, VERIFICATION_DOCUMENT_TYPES } from '../constants/verification';
import { queryRowId, rowId } from './bounded';
import { API_PATH } from './siteConfig';

/**
 * Identity documents (server/verification/README.md). The upload is the one
 * raw-bodied state change: the file's bytes with their declared type and
 * `X-Requested-With`, the document type in the query. The files have no
 * public address: the owner and the operator read them through the
 * `file` routes, which check who asks.
 */
export const VERIFICATION_PATHS = {
  /** GET: the caller's documents and where each type stands. */
  state: `${API_PATH}/verification`,
  /** POST ?type=<document type>, body: the file (image/jpeg, image/png or application/pdf). */
  upload: `${API_PATH}/verification/documents`,
  /** GET ?id=: the caller's own stored file. */
  file: `${API_PATH}/verification/file`,
  /** Operator (Bearer ADMIN_TOKEN): GET ?status=pending lists documents. */
  adminList: `${API_PATH}/admin/verification/documents`,
  /** Operator: POST {documentId}. */
  adminApprove: `${API_PATH}/admin/verification/approve`,
  /** Operator: POST {documentId, reason}. */
  adminReject: `${API_PATH}/admin/verification/reject`,
  /** Operator: GET ?id=: the stored file of whichever player sent it. */
  adminFile: `${API_PATH}/admin/verification/file`,
} as const;

export const documentTypeSchema = z.enum(VERIFICATION_DOCUMENT_TYPES);
export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);
const epochMs = z.number().int().nonnegative();

export const uploadQuerySchema = z.object({ type: documentTypeSchema });
export const fileQuerySchema = z.object({ id: queryRowId() });
export const adminListQuerySchema = z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional() });
export const adminApproveSchema = z.object({ documentId: rowId() });
export const adminRejectSchema = z.object({ documentId: rowId(), reason: z.string().trim().min(1).max(REJECTION_REASON_MAX) });

export const verificationDocumentSchema = z.object({
  id: z.number().int().positive(),
  type: documentTypeSchema,
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  uploadedAt: epochMs,
  decidedAt: epochMs.nullable(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

/** Where one document type stands: its newest document decides. */
export const documentTypeStateSchema = z.object({
  type: documentTypeSchema,
  status: documentStatusSchema,
  reason: z.string().nullable(),
  documentId: z.number().int().positive().nullable(),
});
export type DocumentTypeState = z.infer<typeof documentTypeStateSchema>;

/** The User config fields of SPEC 3 the documents lead to. */
export const verificationFieldsSchema = z.object({
  verification_status: z.number().int(),
  verification_types: z.array(z.number().int()),
  verification_status_group_code: z.string().nullable(),
  internal_verification_status: z.number().int(),
  requested_additional_document: z.boolean(),
});
export type VerificationFields = z.infer<typeof verificationFieldsSchema>;

export const verificationStateSchema = z.object({
  verified: z.boolean(),
  fields: verificationFieldsSchema,
  types: z.array(documentTypeStateSchema),
  documents: z.array(verificationDocumentSchema),
  /** The server's upload limit in bytes. */
  maxBytes: z.number().int().positive(),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

export const verificationStateAnswerSchema = z.object({ data: verificationStateSchema });
export const uploadAnswerSchema = z.object({ data: z.object({ document: verificationDocumentSchema, state: verificationStateSchema }) });

export const adminDocumentSchema = verificationDocumentSchema.extend({ userId: z.number().int(), login: z.string() });
export const adminDocumentsAnswerSchema = z.object({ data: z.object({ documents: z.array(adminDocumentSchema) }) });
export const adminDecisionAnswerSchema = z.object({ data: z.object({ document: adminDocumentSchema }) });

/** On the player's channel after every upload and decision: every tab reads its state again. */
export const verificationEventSchema = z.object({
  type: z.literal('verification_status'),
  documentId: z.number().int().positive(),
  documentType: documentTypeSchema,
  status: z.enum(['pending', 'approved', 'rejected']),
});
