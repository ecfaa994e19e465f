import { ATTACHMENT_MAX_BYTES, type AttachmentType } from '../../protocol/constants/officeSupport';

/** What a file's bytes are, whatever its name says. */
export type AttachmentVerdict =
  { readonly ok: true; readonly type: AttachmentType } | { readonly ok: false; readonly reason: 'too_large' | 'empty' | 'type' | 'unsafe' };

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/**
 * PDF names that run something or carry other files: a support attachment is
 * a scan or a statement, and an operator opens it, so a PDF naming one of them
 * is refused rather than cleaned.
 */
const PDF_ACTIVE_NAMES = ['/JavaScript', '/JS', '/EmbeddedFile', '/Launch', '/OpenAction', '/AA', '/RichMedia', '/XFA'];

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return text;
}

/** Whether a PDF names an active part; a name is followed by a delimiter, so /JSON is not /JS. */
export function pdfHasActiveParts(bytes: Uint8Array): boolean {
  const text = latin1(bytes);
  return PDF_ACTIVE_NAMES.some((name) => new RegExp(`${name.replace('/', '\\/')}(?![A-Za-z0-9])`).test(text));
}

/** PNG, JPEG or PDF by their first bytes, within the size; a PDF also without active parts. */
export function checkAttachment(bytes: Uint8Array, maxBytes: number = ATTACHMENT_MAX_BYTES): AttachmentVerdict {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > maxBytes) return { ok: false, reason: 'too_large' };
  if (startsWith(bytes, PNG)) return { ok: true, type: 'image/png' };
  if (startsWith(bytes, JPEG)) return { ok: true, type: 'image/jpeg' };
  if (startsWith(bytes, PDF)) return pdfHasActiveParts(bytes) ? { ok: false, reason: 'unsafe' } : { ok: true, type: 'application/pdf' };
  return { ok: false, reason: 'type' };
}
