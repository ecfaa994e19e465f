import type { AgeNoticeProjection } from '../../protocol/age';
import { AGE_TEST_COOKIE } from '../../protocol/constants/age';
import { useProjection } from '../core-access/coreContext';
import { readCookies } from '../shell/browserFacts';

/**
 * Outside production, the e2e pre-answer (AGE_TEST_COOKIE) stands for a "yes"; nothing is written to the log. The
 * build's environment is read as core-access/env.ts reads it: importing that module would split it out of the
 * debugger's chunk, and the first load would carry the new chunk's name.
 */
function testPreAnswered(): boolean {
  const environment = typeof __APP_ENV__ === 'string' ? __APP_ENV__ : (import.meta.env?.MODE ?? 'development');
  return environment !== 'production' && readCookies()[AGE_TEST_COOKIE] === 'yes';
}

/** The `ageNotice` projection as this tab paints it; undefined until the worker's first push. */
export function useAgeNotice(): AgeNoticeProjection | undefined {
  const notice = useProjection('ageNotice');
  if (notice?.status === 'ask' && testPreAnswered()) return { ...notice, status: 'confirmed' };
  return notice;
}
