import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { structuralShare } from '../../../src/ui/runtime/structuralShare';

describe('structuralShare', () => {
  it('keeps unchanged subtrees by reference and replaces changed ones', () => {
    const prev = { a: { x: 1 }, b: [{ y: 1 }, { y: 2 }], c: 'same' };
    const next = { a: { x: 1 }, b: [{ y: 1 }, { y: 3 }], c: 'same' };
    const out = structuralShare(prev, next);
    expect(out).toEqual(next);
    expect(out.a).toBe(prev.a);
    expect(out.b[0]).toBe(prev.b[0]);
    expect(out.b[1]).not.toBe(prev.b[1]);
    expect(out).not.toBe(prev);
  });

  it('returns the previous value itself when nothing changed', () => {
    const prev = { a: [1, 2, { z: null }] };
    expect(structuralShare(prev, structuredClone(prev))).toBe(prev);
  });

  it('keeps a "__proto__" key as data', () => {
    const next = JSON.parse('{"__proto__": {"x": 1}, "a": 1}') as Record<string, unknown>;
    const out = structuralShare({ a: 1 } as Record<string, unknown>, next);
    expect(Object.keys(out)).toEqual(['__proto__', 'a']);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });

  it('keeps an equal "__proto__" key of the previous value as data', () => {
    const prev = JSON.parse('{"__proto__": {"x": 1}, "a": 1}') as Record<string, unknown>;
    const next = JSON.parse('{"__proto__": {"x": 1}, "a": 2}') as Record<string, unknown>;
    const out = structuralShare(prev, next);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toBe(Object.getOwnPropertyDescriptor(prev, '__proto__')?.value);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(out.a).toBe(2);
  });

  it('adopts the next value instead of copying it when something changed', () => {
    const prev = { keep: { x: 1 }, move: [1] };
    const next = { keep: { x: 1 }, move: [2] };
    expect(structuralShare(prev, next)).toBe(next);
    expect(next.keep).toBe(prev.keep);
  });

  it('always equals the next value (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const expected = structuredClone(b);
        expect(structuralShare(a, b)).toEqual(expected);
        expect(structuralShare(a, structuredClone(a))).toBe(a);
      }),
    );
  });
});
