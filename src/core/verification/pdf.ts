/**
 * Enough of PDF's syntax (ISO 32000-1 section 7.2) to read the names a
 * file's objects use: names are read as tokens, with their #xx escapes
 * decoded (/J#61vaScript is /JavaScript), and never inside a string literal,
 * a hex string, a comment or a stream's data, so a word in the text of the
 * document does not count and a hidden name does. Streams are handed back
 * with their dictionary so the caller can inflate the object streams
 * (/Type /ObjStm), where modern files keep their dictionaries, and read
 * them in turn.
 */

/** Names that run code or carry files: a document with one of them is refused. */
export const PDF_ACTIVE_NAMES = [
  'JavaScript',
  'JS',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'Launch',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
] as const;

export interface PdfStream {
  /** The names of the stream's dictionary, in order. */
  readonly dictNames: readonly string[];
  readonly data: Uint8Array;
}

export interface PdfScan {
  readonly names: ReadonlySet<string>;
  readonly streams: readonly PdfStream[];
}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (b: number): boolean => !WHITESPACE.has(b) && !DELIMITERS.has(b);
const hexValue = (b: number): number =>
  b >= 0x30 && b <= 0x39 ? b - 0x30 : b >= 0x41 && b <= 0x46 ? b - 0x37 : b >= 0x61 && b <= 0x66 ? b - 0x57 : -1;

const STREAM = [0x73, 0x74, 0x72, 0x65, 0x61, 0x6d]; // stream
const ENDSTREAM = [0x65, 0x6e, 0x64, 0x73, 0x74, 0x72, 0x65, 0x61, 0x6d]; // endstream

function matchesAt(bytes: Uint8Array, at: number, word: readonly number[]): boolean {
  if (at + word.length > bytes.length) return false;
  for (let i = 0; i < word.length; i++) if (bytes[at + i] !== word[i]) return false;
  return true;
}

function indexOf(bytes: Uint8Array, word: readonly number[], from: number): number {
  for (let i = from; i + word.length <= bytes.length; i++) if (matchesAt(bytes, i, word)) return i;
  return -1;
}

/** Reads one name token starting after its slash; returns the decoded name and where it ends. */
function readName(bytes: Uint8Array, start: number): { name: string; end: number } {
  let i = start;
  let name = '';
  while (i < bytes.length && isRegular(bytes[i] as number)) {
    const b = bytes[i] as number;
    if (b === 0x23 && i + 2 < bytes.length) {
      const hi = hexValue(bytes[i + 1] as number);
      const lo = hexValue(bytes[i + 2] as number);
      if (hi >= 0 && lo >= 0) {
        name += String.fromCharCode(hi * 16 + lo);
        i += 3;
        continue;
      }
    }
    name += String.fromCharCode(b);
    i++;
  }
  return { name, end: i };
}

/** Skips a literal string (balanced parentheses, backslash escapes) whose "(" is at `start`. */
function skipLiteral(bytes: Uint8Array, start: number): number {
  let depth = 0;
  for (let i = start; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 0x5c) i++;
    else if (b === 0x28) depth++;
    else if (b === 0x29 && --depth === 0) return i + 1;
  }
  return bytes.length;
}

/** Reads the names of a PDF's syntax and cuts out its streams (the bytes between `stream` and `endstream`). */
export function scanPdf(bytes: Uint8Array): PdfScan {
  const names = new Set<string>();
  const streams: PdfStream[] = [];
  /** The names since the last stream: the dictionary a `stream` keyword belongs to is among them. */
  let recent: string[] = [];
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    if (b === 0x25) {
      // A comment runs to the end of the line.
      while (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
    } else if (b === 0x28) {
      i = skipLiteral(bytes, i);
    } else if (b === 0x3c && bytes[i + 1] === 0x3c) {
      i += 2; // a dictionary opens: its "<<" is no hex string
    } else if (b === 0x3c) {
      const close = bytes.indexOf(0x3e, i + 1);
      i = close < 0 ? bytes.length : close + 1;
    } else if (b === 0x2f) {
      const { name, end } = readName(bytes, i + 1);
      names.add(name);
      recent.push(name);
      i = end;
    } else if (
      matchesAt(bytes, i, STREAM) &&
      (i === 0 || !isRegular(bytes[i - 1] as number)) &&
      !isRegular(bytes[i + STREAM.length] ?? 0x20)
    ) {
      let start = i + STREAM.length;
      if (bytes[start] === 0x0d) start++;
      if (bytes[start] === 0x0a) start++;
      const end = indexOf(bytes, ENDSTREAM, start);
      const stop = end < 0 ? bytes.length : end;
      streams.push({ dictNames: recent, data: bytes.subarray(start, stop) });
      recent = [];
      i = end < 0 ? bytes.length : end + ENDSTREAM.length;
    } else i++;
  }
  return { names, streams };
}

/** The active names a scan found (empty: nothing runs and nothing is attached). */
export function activePdfNames(names: ReadonlySet<string>): string[] {
  return PDF_ACTIVE_NAMES.filter((n) => names.has(n));
}

/**
 * A stream of compressed objects (/Type /ObjStm), whose dictionaries must be
 * read too once inflated. /OpenAction alone is no refusal (opening at a page
 * is common): what it runs is, as /JavaScript or /Launch.
 */
export function isObjectStream(stream: PdfStream): boolean {
  return stream.dictNames.includes('ObjStm');
}

/**
 * Inflates a compressed stream: its bytes, or null when they would pass
 * `maxBytes`; throws when the data is not a valid stream. zlib on the
 * server, injected so the scanner stays pure.
 */
export type Inflate = (data: Uint8Array, maxBytes: number) => Uint8Array | null;

export type DeepPdfNames =
  { readonly ok: true; readonly names: ReadonlySet<string> } | { readonly ok: false; readonly reason: 'unreadable' | 'too_large' };

/**
 * The names a PDF uses, its object streams' dictionaries included (one
 * level: PDF does not nest object streams), inflating at most
 * `maxInflated` bytes in all. A stream that cannot be inflated hides what it
 * holds, so the file counts as unreadable rather than clean.
 */
export function deepPdfNames(bytes: Uint8Array, inflate: Inflate, maxInflated: number): DeepPdfNames {
  const scan = scanPdf(bytes);
  const names = new Set(scan.names);
  let inflated = 0;
  for (const stream of scan.streams) {
    if (!isObjectStream(stream)) continue;
    let inner: Uint8Array | null;
    try {
      inner = inflate(stream.data, maxInflated - inflated);
    } catch {
      return { ok: false, reason: 'unreadable' };
    }
    if (inner === null) return { ok: false, reason: 'too_large' };
    inflated += inner.length;
    for (const name of scanPdf(inner).names) names.add(name);
  }
  return { ok: true, names };
}
