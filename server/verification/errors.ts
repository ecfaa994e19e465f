/** A refusal with its status and a stable code (`verification.<code>`): the routes answer `{error: {code, message}}`. */
export class VerificationError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
