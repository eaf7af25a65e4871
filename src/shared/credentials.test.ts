// The credentials' pure rules (issue 30; decision 023): card-number formats of every state,
// status at a glance, the fit rule (every status, date edges, no start date, another state's
// WWCC, accreditation levels) and the request schema's field messages.
import { describe, expect, test } from 'vitest';
import {
  credentialStatus,
  type FitCredential,
  fitOf,
  isCardNumber,
  NO_REQUIREMENTS,
  type RoleRequirements,
  WWCC_STATES,
} from './credentials';
import { fieldErrors } from './schemas';
import { CredentialRequestSchema, credentialFields } from './schemas/credentials';
import { CREDENTIAL_ERRORS as CE, statusText } from './texts/credentials';

describe('card numbers', () => {
  test('NSW: "WWC", 7 digits, then E or V', () => {
    for (const ok of ['WWC1234567E', 'WWC0000000V', 'wwc 1234567 e']) {
      expect(isCardNumber('New South Wales', ok)).toBe(true);
    }
    for (const bad of [
      'WWC123456E',
      'WWC12345678E',
      'WWC1234567X',
      'APP1234567E',
      '1234567E',
      '',
    ]) {
      expect(isCardNumber('NSW', bad)).toBe(false);
    }
  });

  test('every other state: 5 to 20 letters, digits, "/" and "-"', () => {
    for (const { name, code } of WWCC_STATES.filter((s) => s.code !== 'NSW')) {
      for (const state of [name, code]) {
        for (const ok of ['12345', '1234567A-01', 'AB/12-34', 'A'.repeat(20), '0123 4567']) {
          expect(isCardNumber(state, ok), `${state} ${ok}`).toBe(true);
        }
        for (const bad of ['1234', 'A'.repeat(21), '1234_5678', '12345.6', 'ÄBCDEF', '<12345>']) {
          expect(isCardNumber(state, bad), `${state} ${bad}`).toBe(false);
        }
      }
    }
  });
});

describe('status at a glance', () => {
  const today = '2026-03-01';
  test.each([
    [null, 'current', null, 'Current'],
    ['2026-04-01', 'current', 31, 'Current'],
    ['2026-03-31', 'expiring', 30, 'Expires in 30 days'],
    ['2026-03-24', 'expiring', 23, 'Expires in 23 days'],
    ['2026-03-02', 'expiring', 1, 'Expires in 1 day'],
    ['2026-03-01', 'expiring', 0, 'Expires today'],
    ['2026-02-28', 'expired', -1, 'Expired'],
  ])('expiry %s', (expiresOn, status, days, text) => {
    const s = credentialStatus(expiresOn, today);
    expect(s).toEqual({ status, days });
    expect(statusText(s)).toBe(text);
  });
});

describe('the fit rule', () => {
  const today = '2026-03-01';
  const req = (over: Partial<RoleRequirements>): RoleRequirements => ({
    ...NO_REQUIREMENTS,
    ...over,
  });
  const fitting = (
    requirements: RoleRequirements,
    credentials: FitCredential[],
    closingDate: string | null = '2026-03-20',
    roleState = 'NSW',
  ) => fitOf({ requirements, closingDate, roleState, credentials, today });
  const wwcc = (expiresOn: string | null, state = 'New South Wales'): FitCredential => ({
    type: 'WWCC',
    state,
    expiresOn,
  });

  test('no requirements: no lines', () => {
    expect(fitting(NO_REQUIREMENTS, [wwcc('2030-01-01')])).toEqual([]);
  });

  test('every status, in the requirements order, with details', () => {
    const lines = fitting(
      req({
        wwcc: true,
        policeCheck: true,
        firstAid: true,
        cpr: true,
        accreditation: 'Development',
        startDate: '2026-04-01',
      }),
      [
        wwcc('2030-01-01'),
        { type: 'First aid', expiresOn: '2026-02-01' },
        { type: 'CPR', expiresOn: '2026-03-15' },
        { type: 'Coaching accreditation', level: 'High performance', expiresOn: null },
      ],
    );
    expect(lines.map((l) => [l.requirement, l.status])).toEqual([
      ['wwcc', 'met'],
      ['policeCheck', 'missing'],
      ['firstAid', 'expired'],
      ['cpr', 'expires'],
      ['accreditation', 'met'],
    ]);
    expect(lines[3].detail).toBe(
      'Your CPR certificate expires on 15 Mar, before this role starts on 1 Apr.',
    );
    expect(lines[2].detail).toBe('Your first aid certificate expired on 1 Feb 2026.');
    expect(lines[1].detail).toBe('You have not added a National Police Check.');
  });

  test('date edges: valid through the expiry date, and on the start date itself', () => {
    const start = req({ cpr: true, startDate: '2026-04-01' });
    const cpr = (expiresOn: string) => fitting(start, [{ type: 'CPR', expiresOn }])[0].status;
    expect(cpr('2026-02-28')).toBe('expired'); // yesterday
    expect(cpr('2026-03-01')).toBe('expires'); // today: still valid, but ends before the start
    expect(cpr('2026-03-31')).toBe('expires'); // the day before the start
    expect(cpr('2026-04-01')).toBe('met'); // the start date itself
    // Expired wins over expires when it is both.
    expect(fitting(start, [{ type: 'CPR', expiresOn: '2026-01-01' }])[0].status).toBe('expired');
  });

  test('no start date: the closing date plus 30 days', () => {
    const r = req({ firstAid: true });
    const on = (expiresOn: string, closing: string | null = '2026-03-20') =>
      fitting(r, [{ type: 'First aid', expiresOn }], closing)[0];
    expect(on('2026-04-18').status).toBe('expires'); // closing + 29
    expect(on('2026-04-18').detail).toBe(
      'Your first aid certificate expires on 18 Apr, less than 30 days after this role closes on 20 Mar.',
    );
    expect(on('2026-04-19').status).toBe('met'); // closing + 30
    // Neither a start nor a closing date: only expired counts.
    expect(on('2026-03-02', null).status).toBe('met');
  });

  test('the longest lasting of several counts; no expiry lasts longest', () => {
    const r = req({ firstAid: true, startDate: '2026-06-01' });
    expect(
      fitting(r, [
        { type: 'First aid', expiresOn: '2026-01-01' },
        { type: 'First aid', expiresOn: '2027-01-01' },
      ])[0].status,
    ).toBe('met');
    expect(
      fitting(r, [
        { type: 'First aid', expiresOn: '2026-05-01' },
        { type: 'First aid', expiresOn: null },
      ])[0].status,
    ).toBe('met');
  });

  test("another state's WWCC does not count (decision 023), the role's state's does", () => {
    const r = req({ wwcc: true });
    const victorian = fitting(r, [wwcc('2030-01-01', 'Victoria')]);
    expect(victorian[0]).toEqual({
      requirement: 'wwcc',
      status: 'missing',
      detail:
        'This role is in New South Wales, which needs its own Working with Children Check; yours is from Victoria.',
    });
    expect(fitting(r, [wwcc('2030-01-01', 'Victoria')], '2026-03-20', 'Victoria')[0].status).toBe(
      'met',
    );
    // The role's state by name or code; with both held, the own state's is judged.
    expect(
      fitting(
        r,
        [wwcc('2030-01-01', 'Victoria'), wwcc('2026-02-01')],
        '2026-03-20',
        'New South Wales',
      )[0].status,
    ).toBe('expired');
    expect(fitting(r, [])[0].status).toBe('missing');
  });

  test('a lower accreditation level is missing; the level or higher meets', () => {
    const r = req({ accreditation: 'Development' });
    const with_ = (level: string) =>
      fitting(r, [{ type: 'Coaching accreditation', level, expiresOn: null }])[0];
    expect(with_('Foundation')).toEqual({
      requirement: 'accreditation',
      status: 'missing',
      detail: 'Your highest accreditation is Foundation; this role asks for Development or higher.',
    });
    expect(with_('Development').status).toBe('met');
    expect(with_('Advanced').status).toBe('met');
    expect(fitting(r, [])[0].status).toBe('missing');
  });
});

describe('the request schema', () => {
  const fields = (body: unknown) => {
    const r = CredentialRequestSchema.safeParse(body);
    return r.success ? null : fieldErrors(r.error);
  };

  test('a WWCC needs state, number, type and expiry; the number in the state format', () => {
    expect(fields({ type: 'WWCC' })).toMatchObject({
      state: 'Required field',
      number: CE.numberRequired,
      wwccType: 'Required field',
      expiresOn: CE.expiryRequired,
    });
    expect(
      fields({
        type: 'WWCC',
        state: 'New South Wales',
        number: 'WWC12E',
        wwccType: 'Employee',
        expiresOn: '2030-01-01',
      }),
    ).toEqual({ number: 'This is not a New South Wales card number (for example WWC1234567E)' });
    expect(
      fields({
        type: 'WWCC',
        state: 'Victoria',
        number: '12',
        wwccType: 'Volunteer',
        expiresOn: '2030-01-01',
      }),
    ).toEqual({ number: CE.genericNumberFormat });
    const ok = CredentialRequestSchema.parse({
      type: 'WWCC',
      state: 'New South Wales',
      number: 'wwc 1234567 v',
      wwccType: 'Volunteer',
      expiresOn: '2030-01-01',
      level: 'Advanced',
    });
    expect(credentialFields(ok)).toMatchObject({ number: 'WWC1234567V', level: null });
  });

  test('unknown type, level, state; expiry before issue; bad dates', () => {
    expect(fields({ type: 'Licence' })).toEqual({ type: CE.unknownType });
    expect(fields({ type: 'Coaching accreditation', level: 'Gold' })).toEqual({
      level: CE.unknownLevel,
    });
    expect(fields({ type: 'Coaching accreditation' })).toEqual({ level: 'Required field' });
    expect(
      fields({
        type: 'WWCC',
        state: 'Atlantis',
        number: '12345',
        wwccType: 'Employee',
        expiresOn: '2030-01-01',
      }),
    ).toEqual({
      state: CE.unknownState,
    });
    expect(fields({ type: 'CPR', issuedOn: '2026-03-02', expiresOn: '2026-03-01' })).toEqual({
      expiresOn: CE.expiryBeforeIssue,
    });
    expect(fields({ type: 'CPR', issuedOn: '2026-03-01', expiresOn: '2026-03-01' })).toBeNull();
    expect(fields({ type: 'CPR', expiresOn: '2026-02-30' })).toEqual({ expiresOn: CE.invalidDate });
    expect(fields({ type: 'Other' })).toEqual({ name: CE.nameRequired });
    expect(fields({})).toEqual({ type: 'Required field' });
  });
});
