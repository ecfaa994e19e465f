import type { ApiErrorItem } from '../../protocol/http';
import type { Rejection } from '../../protocol/rejections';

/** SPEC 8: at most this many errors of one answer show. */
export const MAX_ERROR_NOTICES = 3;
/** SPEC 8: a query error of this status carries its own message, shown first (priority 1). */
const OWN_MESSAGE_STATUS = 2;
const OWN_MESSAGE_PRIORITY = 1;

// One constant per key, not an object: a page that shows only errors carries only their keys (the live page's first load).
const ERROR_TITLE = 'notifications.main_error';
const DONE_TITLE = 'notifications.main_done';
const CONFIRM = 'notifications.main_ok';
const QUERY_ERROR = 'notifications.main_query_error';
const SAVE_SUCCESS = 'notifications.main_save_success';

/** The text keys of SPEC 8 (area notifications). */
export const NOTICE_KEYS = {
  errorTitle: ERROR_TITLE,
  doneTitle: DONE_TITLE,
  confirm: CONFIRM,
  queryError: QUERY_ERROR,
  saveSuccess: SAVE_SUCCESS,
} as const;

/**
 * One notice a page shows for what a call or a command answered. Its text is
 * a key to translate (with params), the server's own words, or a refusal for
 * the rejection texts; the title and the confirm button are SPEC 8's keys.
 */
export interface PageNotice {
  readonly tone: 'error' | 'success';
  readonly titleKey: string;
  readonly confirmKey: string;
  readonly body:
    | { readonly kind: 'key'; readonly key: string }
    | { readonly kind: 'text'; readonly text: string }
    | { readonly kind: 'rejection'; readonly rejection: Rejection };
}

const errorNotice = (body: PageNotice['body']): PageNotice => ({
  tone: 'error',
  titleKey: ERROR_TITLE,
  confirmKey: CONFIRM,
  body,
});

/**
 * SPEC 8, the one rule from an API's errors list to notices: a query error
 * of status 2 with a message of its own shows that message (priority 1);
 * any other shows the generic main_query_error (once, however many there
 * are); sorted by priority (lowest number first, none last), at most 3.
 * An empty list still failed: the generic notice.
 */
export function apiErrorNotices(errors: readonly ApiErrorItem[]): readonly PageNotice[] {
  const ranked = errors.map((item, index) => {
    const own = item.status === OWN_MESSAGE_STATUS && item.detail.trim() !== '';
    return {
      index,
      priority: own ? OWN_MESSAGE_PRIORITY : (item.priority ?? Number.POSITIVE_INFINITY),
      body: own ? ({ kind: 'text', text: item.detail.trim() } as const) : ({ kind: 'key', key: QUERY_ERROR } as const),
    };
  });
  ranked.sort((a, b) => a.priority - b.priority || a.index - b.index);
  const seen = new Set<string>();
  const notices: PageNotice[] = [];
  for (const item of ranked) {
    const id = item.body.kind === 'text' ? `text:${item.body.text}` : `key:${item.body.key}`;
    if (seen.has(id)) continue;
    seen.add(id);
    notices.push(errorNotice(item.body));
    if (notices.length === MAX_ERROR_NOTICES) break;
  }
  return notices.length > 0 ? notices : [errorNotice({ kind: 'key', key: QUERY_ERROR })];
}

/** A typed refusal (of the worker, of a server's reason) as its notice: the rejection texts say it. */
export function rejectionNotice(rejection: Rejection): PageNotice {
  return errorNotice({ kind: 'rejection', rejection });
}

/** What a page's own words say went wrong (a locked outcome), under the error title. */
export function textErrorNotice(text: string): PageNotice {
  return errorNotice({ kind: 'text', text });
}

/** A saved change: main_save_success under main_done. */
export function successNotice(): PageNotice {
  return {
    tone: 'success',
    titleKey: DONE_TITLE,
    confirmKey: CONFIRM,
    body: { kind: 'key', key: SAVE_SUCCESS },
  };
}
