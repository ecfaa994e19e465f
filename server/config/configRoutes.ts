import {
  CONFIG_ALL_PATH,
  CONFIG_GROUP_PATH,
  COUNTRY_HEADER,
  DEFAULT_COUNTRY,
  configAllAnswerSchema,
  configGroupAnswerSchema,
} from '../../src/protocol/schemas/siteConfig';
import type { Db } from '../db/db';
import type { Faults } from '../faults';
import { type RequestContext, type Router, takesQuery } from '../http/router';
import { sendError, sendJson } from '../http/respond';
import type { Logger } from '../log';
import { configAllQuerySchema, configGroupQuerySchema, configQueryOf } from './configQuery';
import { sliceGroups } from './groups';
import { readSiteConfig, type ConfigReadResult } from './siteConfigStore';

/** SPEC 9: group config is cached 600 to 900 s; the server promises the lower end. */
export const GROUP_CACHE_CONTROL = 'public, max-age=600';
/** The whole config is read at every start (maintenance must show at once). */
export const ALL_CACHE_CONTROL = 'no-store';

const TWO_LETTERS = /^[a-z]{2}$/;

interface Deps {
  readonly db: Db;
  readonly faults: Faults | undefined;
  readonly log: Logger;
}

export function registerConfigRoutes(router: Router, deps: Deps): void {
  router.get(
    CONFIG_ALL_PATH,
    async (ctx) => {
      const query = configQueryOf(ctx, configAllQuerySchema);
      if (!query) return;
      const config = await loadConfig(ctx, deps, query.lang);
      if (!config) return;
      const answer = configAllAnswerSchema.safeParse({ data: config.config });
      if (!answer.success) return answerInvalid(ctx, deps, answer.error.message);
      sendJson(ctx.res, 200, answer.data, { 'cache-control': ALL_CACHE_CONTROL, vary: COUNTRY_HEADER });
    },
    // The country comes from a header (checked in loadConfig), not the query.
    takesQuery(configAllQuerySchema),
  );

  router.get(
    CONFIG_GROUP_PATH,
    async (ctx) => {
      const query = configQueryOf(ctx, configGroupQuerySchema);
      if (!query) return;
      const config = await loadConfig(ctx, deps, query.lang);
      if (!config) return;
      const answer = configGroupAnswerSchema.safeParse({ data: sliceGroups(config.config, query.groups) });
      if (!answer.success) return answerInvalid(ctx, deps, answer.error.message);
      sendJson(ctx.res, 200, answer.data, { 'cache-control': GROUP_CACHE_CONTROL, vary: COUNTRY_HEADER });
    },
    takesQuery(configGroupQuerySchema),
  );
}

/** Reads the request's country, then the config in the language the query asked for; on failure it has answered already. */
async function loadConfig(
  { req, res }: RequestContext,
  { db, faults, log }: Deps,
  lang: string | undefined,
): Promise<Extract<ConfigReadResult, { ok: true }> | undefined> {
  if (faults?.config === 'down') {
    faults.refusedConfigCalls.push(Date.now());
    sendError(res, 503, 'unavailable', 'Config service is down (fault injected through /__test/faults)', {
      'retry-after': '1',
    });
    return undefined;
  }
  const header = req.headers[COUNTRY_HEADER];
  const rawCountry = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  if (rawCountry !== '' && !TWO_LETTERS.test(rawCountry)) {
    sendError(res, 400, 'invalid_country', `Header ${COUNTRY_HEADER} must be a two-letter country code, e.g. ru; got "${rawCountry}"`);
    return undefined;
  }
  const result = await readSiteConfig(db, {
    country: rawCountry === '' ? DEFAULT_COUNTRY : rawCountry,
    lang,
  });
  if (!result.ok) {
    log.error(result.problem);
    sendError(res, 500, 'config_invalid', 'The site configuration stored on the server is invalid; see the server log');
    return undefined;
  }
  if (result.unknownFields.length > 0) {
    log.warn(`site_config_field has fields the protocol does not know (ignored): ${result.unknownFields.join(', ')}`);
  }
  return result;
}

function answerInvalid({ res }: RequestContext, { log }: Deps, detail: string): void {
  log.error(`Config answer failed its protocol schema: ${detail}`);
  sendError(res, 500, 'config_invalid', 'The site configuration answer failed its schema; see the server log');
}
