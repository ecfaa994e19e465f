import { z } from 'zod';
import type { CommandSpec } from './catalogue';
import { VERIFICATION_DOCUMENT_TYPES } from './constants/verification';
import type { CommandEnvelope } from './envelope';
import type { VerificationDocumentType } from './constants/verification';
import type { VerificationState } from './schemas/verification';

/**
 * The player's identity documents as tabs see them (office/verification and
 * office/identification). The worker (src/worker/verification) reads the
 * state at sign-in and whenever the player's channel tells of an upload or
 * an operator's decision, so every tab shows the same statuses; an upload
 * goes through the worker, which holds the session.
 */
export interface VerificationProjection {
  readonly player: 'checking' | 'guest' | 'signedIn';
  /** What the server said last; null until the first read. */
  readonly state: VerificationState | null;
  /** The last read failed (the page offers to read again). */
  readonly failed: boolean;
  /** The document type whose file is on its way. */
  readonly uploading: VerificationDocumentType | null;
  /** The last refused upload: its type and the server's code (`verification.*`), for the page to word. */
  readonly refusal: { readonly type: VerificationDocumentType; readonly code: string; readonly limit: number } | null;
}

export const VERIFICATION_COMMAND_SCHEMAS = {
  /** Send a file for a document type; the server checks its content (the declared type is the file's own). */
  'verification/upload': z.object({ documentType: z.enum(VERIFICATION_DOCUMENT_TYPES), file: z.instanceof(Blob) }),
  /** Read the state again (a failed read, a page opened). */
  'verification/reload': z.object({}),
} as const;
type Schemas = typeof VERIFICATION_COMMAND_SCHEMAS;
export type VerificationCommandType = keyof Schemas;
export type VerificationCommand = { [T in VerificationCommandType]: CommandEnvelope<T, z.input<Schemas[T]>> }[VerificationCommandType];
export const VERIFICATION_COMMANDS = {
  'verification/upload': { from: 'tab', schema: VERIFICATION_COMMAND_SCHEMAS['verification/upload'] },
  'verification/reload': { from: 'tab', schema: VERIFICATION_COMMAND_SCHEMAS['verification/reload'] },
} as const satisfies Record<VerificationCommandType, CommandSpec>;

declare module './catalogue' {
  interface ContextCommands {
    verification: VerificationCommand;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly verification: VerificationProjection;
  }
}
