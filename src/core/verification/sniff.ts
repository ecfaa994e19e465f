import { DOCUMENT_FILE_KINDS, type DocumentFileKind, type DocumentMime } from '../../protocol/constants/verification';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** A PDF may have bytes before its header (readers look in the first kilobyte). */
const PDF_HEADER_WINDOW = 1024;

/** What the bytes are, by their magic numbers alone (never the name or the declared type); null: none of the kinds taken. */
export function sniffFileKind(bytes: Uint8Array): DocumentFileKind | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  const window = Math.min(bytes.length - PDF.length, PDF_HEADER_WINDOW);
  for (let i = 0; i <= window; i++) if (startsWith(bytes, PDF, i)) return 'pdf';
  return null;
}

export function isDocumentMime(value: string): value is DocumentMime {
  return Object.prototype.hasOwnProperty.call(DOCUMENT_FILE_KINDS, value);
}

export type FileKindRefusal =
  | { readonly code: 'unsupported_type'; readonly declared: string }
  | { readonly code: 'unknown_content' }
  | { readonly code: 'content_mismatch'; readonly declared: DocumentFileKind; readonly actual: DocumentFileKind };

/**
 * Whether a file may be taken: its declared type must be one of the kinds
 * taken and its content that very kind (a PNG renamed .pdf says it is a PDF
 * and is refused, as is a script named .jpg).
 */
export function fileKindRefusal(declaredMime: string, bytes: Uint8Array): FileKindRefusal | null {
  const declared = declaredMime.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!isDocumentMime(declared)) return { code: 'unsupported_type', declared };
  const actual = sniffFileKind(bytes);
  if (actual === null) return { code: 'unknown_content' };
  const expected = DOCUMENT_FILE_KINDS[declared];
  if (actual !== expected) return { code: 'content_mismatch', declared: expected, actual };
  return null;
}
