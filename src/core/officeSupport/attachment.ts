import { ATTACHMENT_MAX_BYTES, type AttachmentType } from '../../protocol/constants/officeSupport';
import { deepPdfNames, PDF_ACTIVE_NAMES, sniffFileKind, type Inflate } from '../verification';

/** What a file's bytes are, whatever its name says. */
export type AttachmentVerdict =
  { readonly ok: true; readonly type: AttachmentType } | { readonly ok: false; readonly reason: 'too_large' | 'empty' | 'type' | 'unsafe' };

const TYPE_OF_KIND = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf' } as const satisfies Record<string, AttachmentType>;

/**
 * The names an identity document may not carry, and besides them the
 * actions that run on opening (/OpenAction, /AA): a support attachment is a
 * scan or a statement an operator opens, so one that acts on opening is
 * refused rather than cleaned.
 */
const SUPPORT_ACTIVE_NAMES: readonly string[] = [...PDF_ACTIVE_NAMES, 'OpenAction', 'AA'];

/** An attachment's compressed objects may unpack to a few times its size, no more. */
const MAX_INFLATED_FACTOR = 8;

/**
 * Whether a PDF uses an active name, read as PDF tokens by the documents'
 * scanner (so /JSON is not /JS), inside its object streams too; one whose
 * compressed parts cannot be read counts as active.
 */
export function pdfHasActiveParts(bytes: Uint8Array, inflate: Inflate): boolean {
  const deep = deepPdfNames(bytes, inflate, bytes.length * MAX_INFLATED_FACTOR);
  return !deep.ok || SUPPORT_ACTIVE_NAMES.some((name) => deep.names.has(name));
}

/** PNG, JPEG or PDF by their content (the documents' sniffer), within the size; a PDF also without active parts. */
export function checkAttachment(bytes: Uint8Array, inflate: Inflate, maxBytes: number = ATTACHMENT_MAX_BYTES): AttachmentVerdict {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > maxBytes) return { ok: false, reason: 'too_large' };
  const kind = sniffFileKind(bytes);
  if (kind === null) return { ok: false, reason: 'type' };
  if (kind === 'pdf' && pdfHasActiveParts(bytes, inflate)) return { ok: false, reason: 'unsafe' };
  return { ok: true, type: TYPE_OF_KIND[kind] };
}
