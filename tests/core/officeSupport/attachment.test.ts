import fc from 'fast-check';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inflateBounded } from '../../../server/verification/inflate';
import { checkAttachment as checkWith, pdfHasActiveParts } from '../../../src/core/officeSupport';

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
const checkAttachment = (data: Uint8Array, maxBytes?: number) => checkWith(data, inflateBounded, maxBytes);
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
    expect(pdfHasActiveParts(bytes('%PDF-1.7\n<< /JSON 1 /AAPL 2 /Launcher 3 >>'), inflateBounded)).toBe(false);
  });

  it('reads the dictionaries packed in object streams, and refuses a stream that cannot be unpacked', () => {
    const objectStream = (data: Uint8Array | string) =>
      bytes(
        `%PDF-1.7\n4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
        [...(typeof data === 'string' ? Buffer.from(data, 'latin1') : data)],
        '\nendstream\nendobj\n',
      );
    expect(checkAttachment(objectStream(deflateSync('5 0 << /Type /Page /MediaBox [0 0 10 10] >>')))).toEqual({
      ok: true,
      type: 'application/pdf',
    });
    expect(checkAttachment(objectStream(deflateSync('5 0 << /S /JavaScript /JS (app.alert(1)) >>')))).toEqual({
      ok: false,
      reason: 'unsafe',
    });
    expect(checkAttachment(objectStream('not a zlib stream'))).toEqual({ ok: false, reason: 'unsafe' });
    // A small file that unpacks to far more than it weighs hides what it holds.
    expect(checkAttachment(objectStream(deflateSync(Buffer.alloc(1_000_000))))).toEqual({ ok: false, reason: 'unsafe' });
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
