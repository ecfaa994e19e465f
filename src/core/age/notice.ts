import { AGE_ANSWER_TTL_MS } from '../../protocol/constants/age';
import type { AgeNoticeProjection, AgeState } from '../../protocol/age';

/**
 * What the visitor's answer means at `now` for a site asking `minAge`. An
 * answer counts for AGE_ANSWER_TTL_MS from when it was given (at exactly
 * that age it no longer does), and only for the age it was asked about: a
 * site that raises `minAge` asks again. A "no" counts as long as a "yes".
 */
export function ageNoticeStatus(state: AgeState, now: number, minAge: number): AgeNoticeProjection {
  const answer = state.answer;
  if (!answer) return { status: 'ask', minAge, until: null };
  const until = answer.at + AGE_ANSWER_TTL_MS;
  if (now >= until || now < answer.at) return { status: 'ask', minAge, until: null };
  if (answer.value === 'yes' && answer.minAge < minAge) return { status: 'ask', minAge, until: null };
  return { status: answer.value === 'yes' ? 'confirmed' : 'refused', minAge, until };
}
