import type { Resolution } from './resolve';

/**
 * The HTTP answer the reference server gives for a resolution, so that a
 * crawler without JavaScript sees the same decision as the browser: the
 * route's status, the redirect's code, 404 for every 404 rule, 503 on the
 * maintenance page. A sign-in page sends the crawler to where the browser
 * would go (the language root); the mobile site is a temporary redirect.
 */
export function httpAnswerOf(r: Resolution): { readonly status: number; readonly location?: string } {
  switch (r.kind) {
    case 'page':
      return { status: r.httpStatus };
    case 'redirect':
      return { status: r.status, location: r.to };
    case 'notFound':
      return { status: 404 };
    case 'error':
      return { status: r.status };
    case 'loginRequired':
      return { status: 302, location: r.redirectTo };
    case 'mobileSite':
      return { status: 302, location: r.to };
  }
}
