import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activePdfNames, fileKindRefusal, scanPdf, sniffFileKind } from '../../../src/core/verification';

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];

describe('a file kind by its magic bytes', () => {
  it('knows PNG, JPEG and PDF (a PDF header within its first kilobyte), and nothing else', () => {
    expect(sniffFileKind(bytes(PNG, 'rest'))).toBe('png');
    expect(sniffFileKind(bytes(JPEG, 'rest'))).toBe('jpeg');
    expect(sniffFileKind(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffFileKind(bytes('junk before the header\n%PDF-1.4\n'))).toBe('pdf');
    expect(sniffFileKind(bytes(' '.repeat(2000), '%PDF-1.4'))).toBeNull();
    expect(sniffFileKind(bytes('GIF89a'))).toBeNull();
    expect(sniffFileKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffFileKind(bytes([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniffFileKind(new Uint8Array())).toBeNull();
  });

  it('the declared type must be a kind taken and the content that very kind', () => {
    expect(fileKindRefusal('image/png', bytes(PNG))).toBeNull();
    expect(fileKindRefusal('IMAGE/JPEG; charset=binary', bytes(JPEG))).toBeNull();
    expect(fileKindRefusal('application/pdf', bytes(PNG))).toEqual({ code: 'content_mismatch', declared: 'pdf', actual: 'png' });
    expect(fileKindRefusal('image/jpeg', bytes('%PDF-1.7'))).toEqual({ code: 'content_mismatch', declared: 'jpeg', actual: 'pdf' });
    expect(fileKindRefusal('image/png', bytes('<script>'))).toEqual({ code: 'unknown_content' });
    expect(fileKindRefusal('image/gif', bytes(PNG))).toEqual({ code: 'unsupported_type', declared: 'image/gif' });
    expect(fileKindRefusal('', bytes(PNG))).toEqual({ code: 'unsupported_type', declared: '' });
  });

  it('never takes bytes whose kind differs from the declared one (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.constantFrom('image/png', 'image/jpeg', 'application/pdf'), (data, mime) => {
        const refusal = fileKindRefusal(mime, data);
        const kind = sniffFileKind(data);
        const expected = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'application/pdf': 'pdf' }[mime];
        expect(refusal === null).toBe(kind === expected);
      }),
    );
  });
});

const pdf = (dict: string, tail = ''): Uint8Array => bytes(`%PDF-1.7\n1 0 obj\n<< /Type /Catalog ${dict} >>\nendobj\n${tail}%%EOF\n`);
const active = (file: Uint8Array): string[] => activePdfNames(scanPdf(file).names);

describe('the names of a PDF', () => {
  it('finds scripts, launch actions and embedded files, their names escaped or not', () => {
    expect(active(pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'))).toEqual(['JavaScript', 'JS']);
    expect(active(pdf('/OpenAction<</S/J#61vaScript/J#53(x)>>'))).toEqual(['JavaScript', 'JS']);
    expect(active(pdf('/AA << /O << /S /Launch /F (calc.exe) >> >>'))).toEqual(['Launch']);
    expect(active(pdf('/Names << /EmbeddedFiles << /Names [(a) 2 0 R] >> >>'))).toEqual(['EmbeddedFiles']);
    expect(active(pdf('/AcroForm << /XFA 5 0 R >>'))).toEqual(['XFA']);
  });

  it('does not count words in strings, hex strings, comments or a stream’s data', () => {
    expect(active(pdf('/Title (see /JavaScript \\) and /Launch) /Author <2F4A53>'))).toEqual([]);
    expect(active(pdf('/Pages 2 0 R', '% /JavaScript in a comment\n'))).toEqual([]);
    const streamed = pdf('', '2 0 obj\n<< /Length 20 >>\nstream\nBT /JS 12 Tf (hi) Tj ET\nendstream\nendobj\n');
    expect(active(streamed)).toEqual([]);
    expect(scanPdf(streamed).streams).toHaveLength(1);
  });

  it('a plain document with an /OpenAction to a page is fine', () => {
    expect(active(pdf('/OpenAction [3 0 R /Fit] /Pages 2 0 R'))).toEqual([]);
  });

  it('hands back object streams with their dictionary, so their contents can be read once inflated', () => {
    const scan = scanPdf(
      pdf('', '4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 3 >>\nstream\nabc\nendstream\nendobj\n'),
    );
    expect(scan.streams.map((s) => [s.dictNames.includes('ObjStm'), Buffer.from(s.data).toString('latin1')])).toEqual([[true, 'abc\n']]);
  });
});
