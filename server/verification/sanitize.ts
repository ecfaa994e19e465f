import sharp from 'sharp';
import { activePdfNames, deepPdfNames, fileKindRefusal } from '../../src/core/verification';
import { DOCUMENT_FILE_KINDS, type DocumentMime } from '../../src/protocol/constants/verification';
import { VerificationError } from './errors';
import { inflateBounded } from './inflate';

/** A bound on what a PDF's object streams may inflate to. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** A photo of a document needs no more; a bigger image is a decompression bomb. */
const MAX_IMAGE_PIXELS = 50_000_000;

export interface CleanFile {
  readonly mime: DocumentMime;
  readonly bytes: Buffer;
}

function kindRefusal(declared: string, bytes: Buffer): VerificationError | null {
  const refusal = fileKindRefusal(declared, bytes);
  if (!refusal) return null;
  if (refusal.code === 'unsupported_type')
    return new VerificationError(
      415,
      'verification.unsupported_type',
      `Send a JPEG, PNG or PDF file (this one says it is "${refusal.declared}")`,
    );
  if (refusal.code === 'unknown_content')
    return new VerificationError(415, 'verification.unknown_content', 'The file is not a JPEG, PNG or PDF by its content');
  return new VerificationError(
    415,
    'verification.content_mismatch',
    `The file is named as ${refusal.declared.toUpperCase()} but its content is ${refusal.actual.toUpperCase()}`,
  );
}

/** The active names a PDF uses, its object streams' dictionaries included; a part that cannot be read hides what it holds: refused. */
function pdfActiveNames(bytes: Buffer): string[] {
  const deep = deepPdfNames(bytes, inflateBounded, MAX_INFLATED_BYTES);
  if (deep.ok) return activePdfNames(deep.names);
  throw deep.reason === 'too_large'
    ? new VerificationError(422, 'verification.pdf_unreadable', 'The PDF unpacks to too much data')
    : new VerificationError(422, 'verification.pdf_unreadable', 'The PDF has a compressed part that cannot be read');
}

/**
 * The file as it will be stored: its kind checked by content against the
 * declared type; an image decoded and encoded again (the pixels alone: EXIF,
 * GPS, XMP, ICC comments and anything appended are gone; the orientation is
 * applied first so the picture stays upright); a PDF kept as sent once no
 * script, embedded file or launch action is found in it.
 */
export async function cleanDocument(declared: string, bytes: Buffer): Promise<CleanFile> {
  const refusal = kindRefusal(declared, bytes);
  if (refusal) throw refusal;
  const mime = declared.split(';')[0]?.trim().toLowerCase() as DocumentMime;
  const kind = DOCUMENT_FILE_KINDS[mime];
  if (kind === 'pdf') {
    const active = pdfActiveNames(bytes);
    if (active.length > 0)
      throw new VerificationError(
        422,
        'verification.pdf_active_content',
        `The PDF carries scripts, actions or attached files (${active.map((n) => `/${n}`).join(', ')}); send a plain scan`,
      );
    return { mime, bytes };
  }
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    const out = kind === 'jpeg' ? await image.jpeg({ quality: 90 }).toBuffer() : await image.png().toBuffer();
    return { mime, bytes: out };
  } catch {
    throw new VerificationError(422, 'verification.image_unreadable', 'The image could not be read; send another photo or scan');
  }
}
