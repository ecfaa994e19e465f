import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { OPERATOR_CONSOLE_PATH } from '../../src/protocol/constants/wallet';
import { adminApproveSchema, adminRejectSchema, fileQuerySchema } from '../../src/protocol/schemas/verification';
import { readFormBody } from '../auth/http';
import type { Db } from '../db/db';
import { htmlPage, seeOther, sendHtml } from '../http/htmlPage';
import { sendText } from '../http/respond';
import { type Router, takesBody, takesQuery } from '../http/router';
import { exemptFromScriptCall } from '../http/scriptCall';
import { escapeText } from '../seo/escape';
import { signedIn } from '../wallet/operatorConsole';
import type { VerificationConfig } from './config';
import { decideDocument, documentById, documentsForOperator, type OperatorDocument } from './store';

export const VERIFICATION_CONSOLE = {
  page: `${OPERATOR_CONSOLE_PATH}/verification`,
  file: `${OPERATOR_CONSOLE_PATH}/verification/file`,
  approve: `${OPERATOR_CONSOLE_PATH}/verification/approve`,
  reject: `${OPERATOR_CONSOLE_PATH}/verification/reject`,
} as const;

const CONSOLE_FORM = exemptFromScriptCall(
  "the operator console's HTML forms: outside production only, signed in by a SameSite=Strict cookie bound to the console's path",
);

/** The forms post text fields, turned into the endpoints' values and checked by the endpoints' very schemas. */
const idField = z
  .string()
  .optional()
  .transform((v) => Number(v ?? ''));
const approveFormSchema = z.object({ documentId: idField }).pipe(adminApproveSchema);
const rejectFormSchema = z.object({ documentId: idField, reason: z.string().optional().default('') }).pipe(adminRejectSchema);
const pageQuerySchema = z.object({
  done: z.enum(['approved', 'rejected']).optional(),
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
});

const when = (ms: number): string => new Date(ms).toISOString().replace('T', ' ').slice(0, 16);

function row(d: OperatorDocument): string {
  const id = String(d.id);
  return `<tr data-document="${id}"><td>${id}</td><td>${escapeText(d.login)}</td><td>${d.type}</td>
<td>${d.contentType}, ${d.size} bytes</td>
<td>${when(d.uploadedAt)}</td><td><a href="${VERIFICATION_CONSOLE.file}?id=${id}">Open #${id}</a></td><td>
<form method="post" action="${VERIFICATION_CONSOLE.approve}"><input type="hidden" name="documentId" value="${id}">
<button type="submit">Approve #${id}</button></form>
<form method="post" action="${VERIFICATION_CONSOLE.reject}"><input type="hidden" name="documentId" value="${id}">
<label for="reason-${id}">Reason for rejecting #${id}</label>
<input id="reason-${id}" name="reason" required maxlength="200" placeholder="Reason"><button type="submit">Reject #${id}</button></form>
</td></tr>`;
}

function page(documents: readonly OperatorDocument[], message?: { text: string; error: boolean }): string {
  const note = message
    ? `<p class="${message.error ? 'error' : 'notice'}" role="${message.error ? 'alert' : 'status'}">${escapeText(message.text)}</p>`
    : '';
  const table = documents.length
    ? `<table><thead><tr><th>#</th><th>Player</th><th>Type</th><th>File</th><th>Sent (UTC)</th><th>View</th><th>Decision</th></tr></thead>
<tbody>${documents.map(row).join('')}</tbody></table>`
    : '<p class="muted">No document is waiting for a decision.</p>';
  return htmlPage(
    'Identity documents',
    `<h1>Identity documents waiting for a decision</h1>${note}<p><a href="${OPERATOR_CONSOLE_PATH}">Back to the console</a></p>${table}`,
  );
}

/**
 * The operator's document decisions as console pages (beside the wallet's,
 * same session), for a developer or tester without curl: the same functions
 * as the admin endpoints, so a decision here is one there.
 */
export function registerVerificationConsole(
  router: Router,
  deps: { db: Db; token: string; config: VerificationConfig; now: () => number },
): void {
  const { db, token } = deps;
  const render = async (res: ServerResponse, status: number, message?: { text: string; error: boolean }) =>
    sendHtml(res, status, page(await documentsForOperator(db, 'pending'), message));
  const guard = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (signedIn(req, token)) return true;
    seeOther(res, OPERATOR_CONSOLE_PATH);
    return false;
  };

  router.get(
    VERIFICATION_CONSOLE.page,
    async ({ req, res, url }) => {
      if (!guard(req, res)) return;
      const query = pageQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      const done =
        query.success && query.data.done && query.data.id
          ? { text: `Document #${query.data.id} ${query.data.done}.`, error: false }
          : undefined;
      await render(res, 200, done);
    },
    takesQuery(pageQuerySchema),
  );

  router.get(
    VERIFICATION_CONSOLE.file,
    async ({ req, res, url }) => {
      if (!guard(req, res)) return;
      const query = fileQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      const document = query.success ? await documentById(db, query.data.id) : null;
      const bytes = document ? await readFile(join(deps.config.dir, document.storedName)).catch(() => null) : null;
      if (!document || !bytes) return sendText(res, 404, 'No such document');
      res.writeHead(200, {
        'content-type': document.contentType,
        'content-length': bytes.length,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
      });
      res.end(req.method === 'HEAD' ? undefined : bytes);
    },
    takesQuery(fileQuerySchema),
  );

  /** Reads the form with the endpoint's schema and decides as the endpoint does: back to the list with a notice, or with the refusal. */
  const decide =
    (read: (form: Record<string, string>) => { documentId: number; reason?: string } | null) =>
    async ({ req, res }: { req: IncomingMessage; res: ServerResponse }) => {
      if (!guard(req, res)) return;
      const form = read(Object.fromEntries(await readFormBody(req).catch(() => new URLSearchParams())));
      if (!form) return render(res, 400, { text: 'A document id, and for a rejection a reason (at most 200 characters).', error: true });
      const decision = form.reason === undefined ? { kind: 'approve' as const } : { kind: 'reject' as const, reason: form.reason };
      const outcome = await decideDocument(db, form.documentId, decision, deps.now());
      if (outcome.kind === 'not_found') return render(res, 404, { text: `No document ${form.documentId}.`, error: true });
      if (outcome.kind === 'already_decided')
        return render(res, 409, { text: `Document ${form.documentId} is ${outcome.status} already.`, error: true });
      return seeOther(res, `${VERIFICATION_CONSOLE.page}?done=${outcome.document.status}&id=${outcome.document.id}`);
    };
  const approveForm = (form: Record<string, string>) => {
    const parsed = approveFormSchema.safeParse(form);
    return parsed.success ? { documentId: parsed.data.documentId } : null;
  };
  const rejectForm = (form: Record<string, string>) => {
    const parsed = rejectFormSchema.safeParse(form);
    return parsed.success ? { documentId: parsed.data.documentId, reason: parsed.data.reason } : null;
  };
  router.post(VERIFICATION_CONSOLE.approve, decide(approveForm), takesBody(approveFormSchema, CONSOLE_FORM));
  router.post(VERIFICATION_CONSOLE.reject, decide(rejectForm), takesBody(rejectFormSchema, CONSOLE_FORM));
}
