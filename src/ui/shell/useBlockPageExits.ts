import { useEffect, useState } from 'react';
import type { SessionProjection } from '../../protocol/session';
import { BLOCK_PAGE_EXITS, type RouteId } from '../../protocol/routes';
import { useCore, useProjectionSelector } from '../app/coreContext';
import { browserLanguages, readCookies } from './browserFacts';

export interface BlockPageExit {
  readonly routeId: RouteId;
  readonly to: string;
}

function selectRouteFacts(session: SessionProjection): string {
  return `${session.status}|${session.banLevel}|${session.banVersion}`;
}

/**
 * The pages of BLOCK_PAGE_EXITS this visitor may open from a block page: the
 * worker's route decision for each (the same resolveRoute that would answer
 * the click) must be the page itself. Nothing is offered until it answers.
 */
export function useBlockPageExits(lang: string): readonly BlockPageExit[] {
  const core = useCore();
  const facts = useProjectionSelector('session', selectRouteFacts) ?? null;
  const [exits, setExits] = useState<readonly BlockPageExit[]>([]);
  useEffect(() => {
    let cancelled = false;
    const cookies = readCookies();
    const languages = browserLanguages();
    void Promise.all(
      BLOCK_PAGE_EXITS.map(async ({ routeId, path }) => {
        const to = `/${lang}/${path}`;
        const answer = await core.resolveRoute({ pathname: to, search: '', cookies, browserLanguages: languages, isIpadPresentingAsMac: false }).catch(() => null);
        return answer?.kind === 'page' && answer.routeId === routeId ? { routeId, to } : null;
      }),
    ).then((found) => {
      if (!cancelled) setExits(found.filter((e): e is BlockPageExit => e !== null));
    });
    return () => {
      cancelled = true;
    };
  }, [core, lang, facts]);
  return exits;
}
