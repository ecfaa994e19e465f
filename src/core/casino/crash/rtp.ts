import { CRASH_RULES } from './rules';

/**
 * The exact return of always cashing out at `targetHundredths` when u takes
 * each of `resolution` equally likely values k / resolution (2^32 for a fair
 * draw). The round pays the target when floor(99 / (1 - u)) >= target, that
 * is for the floor(99 x resolution / target) largest values of k: RTP =
 * target x floor(99 x resolution / target) / (100 x resolution), as a
 * fraction of bigints. With continuous u it is 99/100 for every target; the
 * floor costs at most target / (100 x resolution).
 */
export function crashRtpExact(targetHundredths: number, resolution: bigint): { readonly num: bigint; readonly den: bigint } {
  const target = BigInt(targetHundredths);
  const keep = BigInt(100 - CRASH_RULES.houseEdgePercent);
  const winning = (keep * resolution) / target;
  return { num: target * winning, den: 100n * resolution };
}
