import type { IncomingMessage } from 'node:http';
import { phoneMaskOf, phoneNumberProblem } from '../../src/core/personal';
import { CONTACT_CODE_TTL_MS, type ContactKind } from '../../src/protocol/constants/personalData';
import type { ContactChangeAnswer, ContactChangeRequest } from '../../src/protocol/schemas/personalData';
import { recordSecurityEvent, requestOrigin } from '../auth/audit';
import { checkCode, issueCode } from '../auth/codes';
import type { AuthContext } from '../auth/context';
import { AuthError } from '../auth/http';
import { guardMailTo } from '../auth/mailLimits';
import { maskAddress, sendMessage, type OutgoingMessage } from '../auth/outbox';
import { listPhoneCountries } from '../auth/phoneCountries';
import { failureKey } from '../auth/rateLimit';
import { guardCodeSend } from '../auth/sendLimits';
import type { CurrentSession } from '../auth/sessions';
import { requireStepUp } from '../auth/stepUp';
import type { UserRow } from '../auth/users';
import { PersonalError } from './errors';

/**
 * The e-mail or phone change (docs in ./README.md): asked on a stepped-up
 * session, confirmed by a code sent to the NEW address or number, so a
 * typo or someone else's address never becomes the account's; the old one
 * is told once the change is made. The code's target is the player and
 * the kind, so a second ask replaces the first.
 */

type NewContact =
  { readonly kind: 'email'; readonly email: string } | { readonly kind: 'phone'; readonly code: string; readonly number: string };

const targetOf = (userId: number, kind: ContactKind) => `${kind}:${userId}`;
const addressOf = (c: NewContact) => (c.kind === 'email' ? c.email : `+${c.code}${c.number}`);

/** Where to tell the player about their account now: the e-mail, else the phone, else nowhere. */
function currentAddress(user: UserRow, kind: ContactKind): OutgoingMessage['to'] | null {
  if (kind === 'email') return user.email;
  return user.phone_number !== null ? `+${user.phone_code ?? ''}${user.phone_number}` : null;
}

/** The new contact as the request gave it, checked by the core's phone mask rule and against the account and the other accounts. */
async function newContactOf(ctx: AuthContext, user: UserRow, body: ContactChangeRequest): Promise<NewContact> {
  if (body.kind === 'email') {
    const email = body.email.trim().toLowerCase();
    if (user.email !== null && user.email.toLowerCase() === email)
      throw new PersonalError('contact_unchanged', 'This is already your e-mail');
    const [taken] = await ctx.db.query('SELECT 1 FROM app_user WHERE lower(email) = $1 AND id <> $2', [email, user.id]);
    if (taken) throw new PersonalError('contact_taken', 'This e-mail belongs to another account');
    return { kind: 'email', email };
  }
  const code = body.phone_code.replace(/^\+/, '');
  const { countries, masks } = await listPhoneCountries(ctx.db);
  const country = countries.find((c) => c.tel_code.replace(/^\+/, '') === code);
  if (!country)
    throw new AuthError('invalid_request', `+${code} is not a country code the site serves`, {
      fields: [{ field: 'phone_code', message: 'is not offered', code: 'not_offered' }],
    });
  const problem = phoneNumberProblem(phoneMaskOf(country.id, masks), body.phone_number);
  if (problem)
    throw new AuthError('invalid_request', `phone_number does not fit the numbers of ${country.name}`, {
      fields: [{ field: 'phone_number', message: 'does not fit the country', code: 'format' }],
    });
  if (user.phone_code === code && user.phone_number === body.phone_number)
    throw new PersonalError('contact_unchanged', 'This is already your phone number');
  const [taken] = await ctx.db.query('SELECT 1 FROM app_user WHERE phone_code = $1 AND phone_number = $2 AND id <> $3', [
    code,
    body.phone_number,
    user.id,
  ]);
  if (taken) throw new PersonalError('contact_taken', 'This phone number belongs to another account');
  return { kind: 'phone', code, number: body.phone_number };
}

export async function startContactChange(
  ctx: AuthContext,
  req: IncomingMessage,
  session: CurrentSession,
  body: ContactChangeRequest,
): Promise<ContactChangeAnswer> {
  await requireStepUp(ctx, session);
  const user = session.user;
  const contact = await newContactOf(ctx, user, body);
  // The sign-in code limits (per player and per address), and for a mail the limit on mails to one address.
  const { resendAt } = await guardCodeSend(ctx, req, { target: `contact:${user.id}`, attemptKey: failureKey(user, user.login) });
  if (contact.kind === 'email') await guardMailTo(ctx, req, contact.email);
  const { code, expiresAt } = await issueCode(ctx, {
    purpose: 'contact_change',
    target: targetOf(user.id, contact.kind),
    userId: user.id,
    payload: contact.kind === 'email' ? { email: contact.email } : { phone_code: contact.code, phone_number: contact.number },
    ttlMs: CONTACT_CODE_TTL_MS,
  });
  await sendMessage(ctx, {
    to: addressOf(contact),
    channel: contact.kind === 'email' ? 'email' : 'sms',
    subject: 'Confirm your new contact',
    body:
      `Your code to make this your ${contact.kind === 'email' ? 'e-mail' : 'phone number'} at the site is ${code}. ` +
      `It works for ${Math.round(CONTACT_CODE_TTL_MS / 60_000)} minutes. If you did not ask for it, ignore this message.`,
  });
  return { status: 'code_sent', to: maskAddress(addressOf(contact)), expiresAt, resendAt };
}

/** The code of the new contact: right, the contact is the account's (and verified); the old one hears of it. */
export async function confirmContactChange(
  ctx: AuthContext,
  req: IncomingMessage,
  session: CurrentSession,
  body: { kind: ContactKind; code: string },
): Promise<void> {
  const user = session.user;
  const target = targetOf(user.id, body.kind);
  const [pending] = await ctx.db.query('SELECT 1 FROM auth_code WHERE purpose = $1 AND target = $2 AND used_at IS NULL', [
    'contact_change',
    target,
  ]);
  if (!pending)
    throw new PersonalError('no_contact_change', `Ask for a code to your new ${body.kind === 'email' ? 'e-mail' : 'phone'} first`);
  const check = await checkCode(ctx, { purpose: 'contact_change', target, code: body.code, consume: true });
  if (!check.ok)
    throw new AuthError(check.reason, check.reason === 'time_up' ? 'The code has expired: ask for a new one' : 'The code is wrong');
  const payload = check.row.payload;
  const contact: NewContact =
    body.kind === 'email'
      ? { kind: 'email', email: String(payload.email) }
      : { kind: 'phone', code: String(payload.phone_code), number: String(payload.phone_number) };
  const old = currentAddress(user, body.kind);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // Another account may have taken it since the code was sent: the unique index would refuse, this says why.
    const [taken] =
      contact.kind === 'email'
        ? await tx.query('SELECT 1 FROM app_user WHERE lower(email) = $1 AND id <> $2', [contact.email, user.id])
        : await tx.query('SELECT 1 FROM app_user WHERE phone_code = $1 AND phone_number = $2 AND id <> $3', [
            contact.code,
            contact.number,
            user.id,
          ]);
    if (taken) throw new PersonalError('contact_taken', 'This contact now belongs to another account');
    if (contact.kind === 'email')
      await tx.query('UPDATE app_user SET email = $2, email_verified_at = $3 WHERE id = $1', [user.id, contact.email, new Date(now)]);
    else
      await tx.query('UPDATE app_user SET phone_code = $2, phone_number = $3, enable_phone_binding = true WHERE id = $1', [
        user.id,
        contact.code,
        contact.number,
      ]);
    await recordSecurityEvent(tx, {
      userId: user.id,
      kind: contact.kind === 'email' ? 'email_changed' : 'phone_changed',
      at: now,
      origin: requestOrigin(ctx, req, session.idHash),
      detail: { to: maskAddress(addressOf(contact)), from: old === null ? null : maskAddress(old) },
    });
  });
  ctx.log.info(`Personal data: user ${user.id} changed the ${contact.kind}`);
  if (old !== null)
    await sendMessage(ctx, {
      to: old,
      channel: body.kind === 'email' ? 'email' : 'sms',
      subject: `Your ${body.kind === 'email' ? 'e-mail' : 'phone number'} was changed`,
      body:
        `The ${body.kind === 'email' ? 'e-mail' : 'phone number'} of your account was changed to ${maskAddress(addressOf(contact))}. ` +
        'If it was not you, contact support at once and change your password.',
    });
}
