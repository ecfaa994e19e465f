import { inflateSync } from 'node:zlib';
import type { Inflate } from '../../src/core/verification';

/** zlib's inflate for the PDF scanner: null past the bound (a decompression bomb), a throw on data that is no stream. */
export const inflateBounded: Inflate = (data, maxBytes) => {
  if (maxBytes <= 0) return null;
  try {
    return inflateSync(data, { maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') return null;
    throw error;
  }
};
