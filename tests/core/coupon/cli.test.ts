import { describe, expect, it } from 'vitest';
import { CliError, parseCouponArgs, renderCoupon } from '../../../scripts/coupon';

const argv = (s: string): string[] => s.split(' ');

describe('QA command line (scripts/coupon.ts)', () => {
  it('prints lines, stake per line, coefficient, current and max return', () => {
    const text = renderCoupon(parseCouponArgs(argv('--type 2 --system 2 --odds 2,3.5,2.4 --stake 300')));
    expect(text).toContain('3 lines');
    expect(text).toContain('per line 100.00 RUB');
    expect(text).toContain('coefficient 6.733');
    expect(text).toContain('current return 0.00 RUB');
    expect(text).toContain('max return 2020.00 RUB');
    expect(text).toContain('#3 legs 1,2 coef 8.4 stake 100.00 RUB');
  });

  it('takes statuses, bankers, a format and a currency; shows a count for huge systems', () => {
    const o = parseCouponArgs(argv('--type 2 --system 2 --odds 1.5,2,3,4 --stake 3 --status 1,1,1,0 --bankers 0 --format american --currency usd'));
    expect(o.spec.stake).toBe(300);
    expect(o.spec.legs[0]).toMatchObject({ banker: true, status: 1 });
    const text = renderCoupon(o);
    expect(text).toContain('current return 9.00 USD'); // banker 1.5 x the one winning line 2 x 3, at 1.00 a line
    expect(text).toMatch(/coefficient \+/);
    const big = renderCoupon(parseCouponArgs(['--type', '7', '--odds', '2,2,2,2,2,2,2,2', '--stake', '255', '--lines', '2']));
    expect(big).toContain('... 253 more lines');
  });

  it.each([
    '--type 11 --odds 2 --stake 1',
    '--type 1 --stake 1',
    '--type 1 --odds 2,x --stake 1',
    '--type 1 --odds 2,3 --stake -5',
    '--type 1 --odds 2,3 --stake 1 --status 1,9',
    '--type 2 --odds 2,3,4 --stake 1 --bankers 5',
    '--type 1 --odds 2,3 --stake 1 --format roman',
    '--type 1 --odds 2,3 --stake 1 --colour red',
    '--type 1 --odds 2,3 --stake',
  ])('rejects bad arguments with a CliError: %s', (line) => {
    expect(() => parseCouponArgs(argv(line))).toThrow(CliError);
  });

  it('an unpriceable coupon is a CliError too', () => {
    expect(() => renderCoupon(parseCouponArgs(argv('--type 2 --system 5 --odds 2,3,4 --stake 1')))).toThrow(CliError);
  });
});
