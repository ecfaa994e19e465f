import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '../../../src/core/shared/csv';

/** Reads one RFC 4180 record back (quoted cells only, as csvRow writes them). */
function readRow(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  const body = text.slice(0, -2);
  const cells: string[] = [];
  let i = 0;
  while (i < body.length) {
    expect(body[i]).toBe('"');
    let cell = '';
    i++;
    for (;;) {
      if (body[i] === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 2;
      } else if (body[i] === '"') {
        i++;
        break;
      } else {
        cell += body[i];
        i++;
      }
    }
    cells.push(cell);
    if (body[i] === ',') i++;
  }
  return cells;
}

const FORMULA_START = ['=', '+', '-', '@', '\t', '\r'];

describe('CSV cells', () => {
  it('never lets a spreadsheet read a cell as a formula: a cell starting with = + - @ tab or CR gets an apostrophe', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMULA_START), fc.string(), (start, rest) => {
        const cell = readRow(csvRow([start + rest]))[0] as string;
        expect(cell).toBe(`'${start}${rest}`);
      }),
    );
  });

  it('keeps every other cell as it was, quotes and commas and line breaks included', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string().filter((s) => !FORMULA_START.some((c) => s.startsWith(c))),
          { minLength: 1, maxLength: 6 },
        ),
        (cells) => {
          expect(readRow(csvRow(cells))).toEqual(cells);
        },
      ),
    );
  });

  it('escapes the classic payloads', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1+1')).toBe(`"'+1+1"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('Real Madrid - Barcelona')).toBe('"Real Madrid - Barcelona"');
  });
});
