import { BLOCK_LIGHT_PATH, blockLightAnswerSchema } from '../../protocol/schemas/referral';
import type { HttpClient } from '../http/client';
import type { Logger } from '../http/logger';
import type { BlockQuery } from './blocking';

/**
 * GET /blocks-api/api/v1/block/light (SPEC 7): made beside each blocking
 * check with the landing's referral, so the blocking service hears of it.
 * Its answer decides nothing here (the v2 call does): it is not waited for,
 * and a failure is only logged.
 */
export async function callBlockLight(http: HttpClient, query: BlockQuery, mainVipDomainAuthNeed: boolean, log: Logger): Promise<void> {
  const flag = (on: boolean) => (on ? '1' : '0');
  const result = await http.get(BLOCK_LIGHT_PATH, {
    schema: blockLightAnswerSchema,
    policy: 'blocking',
    query: {
      stage: query.stage,
      auth: flag(query.auth),
      referralParams: query.referral.referralParams,
      referralWHNMobile: flag(query.referral.whn),
      mainVipDomainAuthNeed: flag(mainVipDomainAuthNeed),
    },
  });
  if (!result.ok && result.failure.status !== 'closed') log.warn('light block call failed', result.failure);
}
