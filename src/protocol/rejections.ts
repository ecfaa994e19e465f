/**
 * The one catalogue of reasons a command can be refused. The UI turns a code
 * into a translated message (key `rejection.<code>`); no English sentence
 * crosses the wire. Contexts add their codes here.
 */
export const REJECTION_CODES = [
  'unknown_command',
  'invalid_command',
  'storage_unavailable',
  'host_unavailable',
  'preferences.invalid_value',
] as const;

export type RejectionCode =
  | (typeof REJECTION_CODES)[number]
  | `coupon.${string}`
  | `session.${string}`
  | `wallet.${string}`
  | `limits.${string}`
  | `questions.${string}`
  | `messages.${string}`
  | `verification.${string}`
  | `officeSettings.${string}`
  | `casinoLobby.${string}`
  | `office.${string}`
  | `promotions.${string}`
  | `bingo.${string}`
  | `toto.${string}`
  | `tvGames.${string}`
  | `lotto.${string}`
  | `bonus_games.${string}`
  | `media.${string}`;

export interface Rejection {
  readonly rejected: true;
  readonly code: RejectionCode;
  /** Values the message template may show (limits, amounts), never prose. */
  readonly params?: Readonly<Record<string, string | number>>;
}

/** Whether an answer (of dispatch, of a decide, of any call that may refuse) is a refusal: the one check everywhere. */
export function isRejection(answer: unknown): answer is Rejection {
  return typeof answer === 'object' && answer !== null && (answer as { rejected?: unknown }).rejected === true;
}

export function reject(code: RejectionCode, params?: Record<string, string | number>): Rejection {
  return params ? { rejected: true, code, params } : { rejected: true, code };
}

/** A command whose payload its schema refused: the first issue's field names what to mend. */
export function invalidCommand(error: { readonly issues: readonly { readonly path: readonly PropertyKey[] }[] }): Rejection {
  return reject('invalid_command', { field: error.issues[0]?.path.map(String).join('.') ?? '' });
}
