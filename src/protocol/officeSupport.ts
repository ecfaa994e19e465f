import type { z } from 'zod';
import type {
  Appeal,
  Idea,
  Manager,
  OfficeRequest,
  ReferralAnswer,
  newAppealSchema,
  newIdeaSchema,
  newSupportRequestSchema,
} from './schemas/officeSupport';

/**
 * What the office's support pages ask the worker (src/worker/officeSupport):
 * each call is one server call, read fresh (an operator may have answered
 * meanwhile). A refusal carries the server's code (OFFICE_SUPPORT_ERRORS)
 * for the page to word, and how long to wait when it was a rate limit.
 */
export type OfficeResult<T> =
  | { readonly status: 'ok'; readonly value: T }
  | { readonly status: 'signedOut' }
  | { readonly status: 'refused'; readonly code: string; readonly retryAfterSeconds: number | null }
  | { readonly status: 'error'; readonly message: string };

declare module './api' {
  interface QueryCatalogue {
    officeRequests: { input: Record<string, never>; output: OfficeResult<readonly OfficeRequest[]> };
    officeFileRequest: { input: z.input<typeof newSupportRequestSchema>; output: OfficeResult<OfficeRequest> };
    officeManager: { input: Record<string, never>; output: OfficeResult<Manager | null> };
    officeIdeas: { input: Record<string, never>; output: OfficeResult<readonly Idea[]> };
    officeFileIdea: { input: z.input<typeof newIdeaSchema>; output: OfficeResult<Idea> };
    officeReferral: { input: Record<string, never>; output: OfficeResult<ReferralAnswer> };
    officeAppeals: { input: Record<string, never>; output: OfficeResult<readonly Appeal[]> };
    officeFileAppeal: { input: z.input<typeof newAppealSchema>; output: OfficeResult<Appeal> };
  }
}
