import { describe, expect, it } from 'vitest';
import { requestUrl } from '../../server/app';

describe('the request URL', () => {
  it('reads a path with a double slash as a path, not as a host', () => {
    const url = requestUrl('//en/office/history?page=2');
    expect(url.host).toBe('localhost');
    expect(url.pathname).toBe('//en/office/history');
    expect(url.search).toBe('?page=2');
  });

  it('reads an ordinary path, no path at all, and a proxy-style absolute URL', () => {
    expect(requestUrl('/ru/live').pathname).toBe('/ru/live');
    expect(requestUrl(undefined).pathname).toBe('/');
    expect(requestUrl('http://bethouse.example/en').pathname).toBe('/en');
  });
});
