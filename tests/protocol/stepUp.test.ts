import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeSecret } from '../../src/protocol/schemas/auth';
import { STEP_UP_TTL_MS, TOTP_WINDOW_STEPS } from '../../src/protocol/constants/stepUp';
import {
  changePasswordRequestSchema,
  recoveryCodesAnswerSchema,
  stepUpRequestSchema,
  totpSetupAnswerSchema,
} from '../../src/protocol/schemas/stepUp';

/** The step-up and authenticator wire rules the server and the worker both parse with. */
describe('step-up and authenticator schemas', () => {
  it('a step-up is a password or a code, never both, never neither, never anything else', () => {
    expect(stepUpRequestSchema.safeParse({ uPassword: encodeSecret('pässword') }).success).toBe(true);
    expect(stepUpRequestSchema.safeParse({ code: encodeSecret('123456') }).success).toBe(true);
    expect(stepUpRequestSchema.safeParse({}).success).toBe(false);
    expect(stepUpRequestSchema.safeParse({ uPassword: encodeSecret('a'), code: encodeSecret('1') }).success).toBe(false);
    expect(stepUpRequestSchema.safeParse({ uPassword: 'not base64!' }).success).toBe(false);
    expect(stepUpRequestSchema.safeParse({ uPassword: encodeSecret('a'), until: 9e15 }).success).toBe(false);
  });

  it('every secret the page can type travels as base64 the schemas take', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 128 }), (plain) => {
        expect(changePasswordRequestSchema.safeParse({ uPassword: encodeSecret(plain), newPassword: encodeSecret(plain) }).success).toBe(
          true,
        );
      }),
    );
  });

  it('answers hold exactly ten recovery codes and only a TOTP URI with a base32 secret', () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fghj${i}`);
    expect(recoveryCodesAnswerSchema.safeParse({ recoveryCodes: codes }).success).toBe(true);
    expect(recoveryCodesAnswerSchema.safeParse({ recoveryCodes: codes.slice(1) }).success).toBe(false);
    const setup = { uri: 'otpauth://totp/Bethouse:demo?secret=JBSWY3DPEHPK3PXP', secret: 'JBSWY3DPEHPK3PXP', qrSvg: '<svg/>' };
    expect(totpSetupAnswerSchema.safeParse(setup).success).toBe(true);
    expect(totpSetupAnswerSchema.safeParse({ ...setup, uri: 'otpauth://hotp/x' }).success).toBe(false);
    expect(totpSetupAnswerSchema.safeParse({ ...setup, secret: 'jbswy3dp' }).success).toBe(false);
  });

  it('the numbers: five minutes of step-up, one step either side of the server clock', () => {
    expect(STEP_UP_TTL_MS).toBe(5 * 60_000);
    expect(TOTP_WINDOW_STEPS).toBe(1);
  });
});
