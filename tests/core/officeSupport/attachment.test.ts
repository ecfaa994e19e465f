import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAttachment, pdfHasActiveParts } from '../../../src/core/officeSupport';

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];

describe('checkAttachment', () => {
  it('reads the type from the first bytes', () => {
    expect(checkAttachment(bytes(PNG, [0, 1, 2]))).toEqual({ ok: true, type: 'image/png' });
    expect(checkAttachment(bytes(JPEG, [0, 1]))).toEqual({ ok: true, type: 'image/jpeg' });
    expect(checkAttachment(bytes('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj'))).toEqual({ ok: true, type: 'application/pdf' });
  });

  it('refuses text, a truncated signature, an empty file and one over the size', () => {
    expect(checkAttachment(bytes('GIF89a'))).toEqual({ ok: false, reason: 'type' });
    expect(checkAttachment(bytes(PNG.slice(0, 5)))).toEqual({ ok: false, reason: 'type' });
    expect(checkAttachment(new Uint8Array())).toEqual({ ok: false, reason: 'empty' });
    expect(checkAttachment(bytes(PNG, [0, 0, 0]), 10)).toEqual({ ok: false, reason: 'too_large' });
    expect(checkAttachment(bytes(PNG, [0, 0]), 10)).toEqual({ ok: true, type: 'image/png' });
  });

  it('refuses a PDF that runs something or carries files, but not one that only mentions similar words', () => {
    for (const name of ['/JavaScript', '/JS', '/EmbeddedFile', '/Launch', '/OpenAction', '/AA', '/RichMedia', '/XFA'])
      expect(checkAttachment(bytes(`%PDF-1.7\n<< ${name} (x) >>`)).ok, name).toBe(false);
    expect(pdfHasActiveParts(bytes('%PDF-1.7\n<< /JSON 1 /AAPL 2 /Launcher 3 >>'))).toBe(false);
  });

  it('never accepts bytes that start with no known signature', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (data) => {
        const head = [...data.slice(0, 8)];
        const known = [PNG, JPEG.slice(0, 3), [0x25, 0x50, 0x44, 0x46, 0x2d]].some((sig) => sig.every((b, i) => head[i] === b));
        expect(checkAttachment(data).ok && !known).toBe(false);
      }),
    );
  });
});
