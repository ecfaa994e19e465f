import {
  ALPHABET_PATHS,
  alphabetAdminAnswerSchema,
  alphabetAdminEntrySchema,
  alphabetAdminPublishSchema,
  alphabetEntryQuerySchema,
  alphabetEntrySchema,
  alphabetLangQuerySchema,
  alphabetSearchIndexSchema,
  alphabetTreeSchema,
} from '../../src/protocol/alphabet';
import type { Db } from '../db/db';
import { OPERATOR_REFUSED_MESSAGE, isOperatorRequest } from '../http/operator';
import { readJsonBody } from '../http/respond';
import { type Router, takesBody, takesQuery } from '../http/router';
import { OPERATOR_BEARER } from '../http/scriptCall';
import { setPublished, writeEntry } from './edit';
import { AlphabetError, answer, handle, parseInput } from './errors';
import { readEntry, readSearchCards, readTree } from './store';

const query = (url: URL) => Object.fromEntries(url.searchParams);

/** The glossary for every visitor: the tree, one entry, the worker's search index. */
export function registerAlphabetRoutes(router: Router, deps: { readonly db: Db }): void {
  const { db } = deps;
  router.get(
    ALPHABET_PATHS.tree,
    handle(async ({ res, url }) => {
      const { lang } = parseInput(alphabetLangQuerySchema, query(url), 'Query');
      answer(res, alphabetTreeSchema, await readTree(db, lang));
    }),
    takesQuery(alphabetLangQuerySchema),
  );
  router.get(
    ALPHABET_PATHS.entry,
    handle(async ({ res, url }) => {
      const { lang, slug } = parseInput(alphabetEntryQuerySchema, query(url), 'Query');
      const entry = await readEntry(db, slug, lang);
      if (!entry) throw new AlphabetError('alphabet.not_found', `No published entry ${slug}`);
      answer(res, alphabetEntrySchema, entry);
    }),
    takesQuery(alphabetEntryQuerySchema),
  );
  router.get(
    ALPHABET_PATHS.index,
    handle(async ({ res, url }) => {
      const { lang } = parseInput(alphabetLangQuerySchema, query(url), 'Query');
      answer(res, alphabetSearchIndexSchema, { lang, entries: await readSearchCards(db, lang) });
    }),
    takesQuery(alphabetLangQuerySchema),
  );
}

/** The operator's writing desk: registered only when ADMIN_TOKEN (or the area's option) is set. */
export function registerAlphabetAdminRoutes(
  router: Router,
  deps: { readonly db: Db; readonly token: string; readonly now: () => number },
): void {
  const operator = (req: Parameters<typeof isOperatorRequest>[0]) => {
    if (!isOperatorRequest(req, deps.token)) throw new AlphabetError('alphabet.admin_unauthorized', OPERATOR_REFUSED_MESSAGE);
  };
  router.post(
    ALPHABET_PATHS.adminEntry,
    handle(
      async ({ req, res }) => {
        operator(req);
        const body = parseInput(alphabetAdminEntrySchema, await readJsonBody(req), 'Entry');
        const written = await deps.db.transaction((tx) => writeEntry(tx, body, new Date(deps.now())));
        answer(res, alphabetAdminAnswerSchema, written);
      },
      { guard: OPERATOR_BEARER },
    ),
    takesBody(alphabetAdminEntrySchema, OPERATOR_BEARER),
  );
  router.post(
    ALPHABET_PATHS.adminPublish,
    handle(
      async ({ req, res }) => {
        operator(req);
        const { slug, lang, published } = parseInput(alphabetAdminPublishSchema, await readJsonBody(req), 'Publication');
        const done = await deps.db.transaction((tx) => setPublished(tx, slug, lang, published, new Date(deps.now())));
        answer(res, alphabetAdminAnswerSchema, done);
      },
      { guard: OPERATOR_BEARER },
    ),
    takesBody(alphabetAdminPublishSchema, OPERATOR_BEARER),
  );
}
