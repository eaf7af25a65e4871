import { describe, expect, it } from 'vitest';
import { parseAppliedParams } from './applied-params';
import { formatDate } from './format-date';
import { jwtExpiry, secondsUntilExpiry } from './jwt-expiry';
import { safeReturnPath, signInPathFor } from './return-path';
import { buildSearch, parseJobSearchParams } from './search-params';
import { pageTitle } from './title';

const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '');

describe('jwtExpiry', () => {
  it('reads exp without verifying', () => {
    const token = `${b64({ alg: 'HS256' })}.${b64({ sub: 1, exp: 1_900_000_000 })}.sig`;
    expect(jwtExpiry(token)).toBe(1_900_000_000);
    expect(secondsUntilExpiry(token, 1_899_999_000_000)).toBe(1000);
  });
  it('is null for malformed tokens or a missing exp', () => {
    expect(jwtExpiry('nope')).toBeNull();
    expect(jwtExpiry('a.%%%.c')).toBeNull();
    expect(jwtExpiry(`${b64({})}.${b64({ sub: 1 })}.s`)).toBeNull();
    expect(jwtExpiry(`${b64({})}.${b64({ exp: '123' })}.s`)).toBeNull();
    expect(jwtExpiry(null)).toBeNull();
  });
});

describe('formatDate', () => {
  it('formats en-AU in UTC', () => {
    expect(formatDate('2026-11-12T08:00:00Z')).toBe('12 Nov 2026');
    expect(formatDate('2026-11-12T23:59:59Z')).toBe('12 Nov 2026');
    expect(formatDate('2026-09-02T00:00:00Z')).toBe('2 Sep 2026');
    expect(formatDate('2027-01-31T12:00:00+10:00')).toBe('31 Jan 2027');
  });
  it('says what en-AU says, with three-letter months (Sep, Jun, Jul where en-AU writes Sept, June, July)', () => {
    const intl = new Intl.DateTimeFormat('en-AU', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let m = 0; m < 12; m++) {
      for (const day of [1, 9, 28]) {
        const iso = new Date(Date.UTC(1999 + m * 3, m, day, 13)).toISOString();
        expect(formatDate(iso)).toBe(
          intl.format(new Date(iso)).replace(/\b(Sep|Jun|Jul)[a-z]+/, '$1'),
        );
      }
    }
  });
  it('returns unparseable input as given and empty for nothing', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('');
  });
});

describe('search params', () => {
  it('fills the job search defaults', () => {
    expect(parseJobSearchParams('')).toEqual({
      jobtitle: '',
      orgtype: '',
      location: '',
      interests: [],
      minPay: '',
      page: 1,
      size: 25,
      sportType: [],
      ageGroup: [],
      gender: [],
      level: [],
      pay: [],
      days: [],
      times: [],
      state: [],
    });
  });
  it('reads the facets as comma lists, each value once, at most 30 (issue 29)', () => {
    const many = Array.from({ length: 40 }, (_, i) => `S${i}`).join(',');
    expect(
      parseJobSearchParams(
        `?sportType=Netball,,Netball,%20Cricket&times=Evenings&times=Mornings&state=NSW,VIC&pay=${many}`,
      ),
    ).toMatchObject({
      sportType: ['Netball', 'Cricket'],
      times: ['Evenings'],
      state: ['NSW', 'VIC'],
      pay: Array.from({ length: 30 }, (_, i) => `S${i}`),
      ageGroup: [],
    });
  });
  it('reads minPay as whole dollars only (issue 28)', () => {
    expect(parseJobSearchParams('?minPay=60000').minPay).toBe('60000');
    for (const bad of ['-1', '1.5', 'abc', '1e5', '', '9999999999999999']) {
      expect(parseJobSearchParams(`?minPay=${bad}`).minPay).toBe('');
    }
  });
  it('reads filters, a comma list and numbers; 0 and junk fall back', () => {
    expect(
      parseJobSearchParams('?jobtitle=coach&interests=Rugby%20Union,Netball&page=3&size=50'),
    ).toMatchObject({
      jobtitle: 'coach',
      interests: ['Rugby Union', 'Netball'],
      page: 3,
      size: 50,
    });
    expect(parseJobSearchParams('page=-2&size=0')).toMatchObject({ page: 1, size: 25 });
    expect(parseJobSearchParams('page=abc&size=abc')).toMatchObject({ page: 1, size: 25 });
    expect(parseJobSearchParams('page=2&page=9')).toMatchObject({ page: 2 });
  });
  it('fills the applied list defaults (page 1, size 10)', () => {
    expect(parseAppliedParams('size=0')).toEqual({
      jobtitle: '',
      sport: '',
      location: '',
      page: 1,
      size: 10,
    });
  });
  it('builds a query string without empty or default values', () => {
    expect(
      buildSearch(
        { jobtitle: 'head coach', orgtype: '', interests: ['Rugby', 'AFL'], page: 1, size: 50 },
        { page: 1, size: 25 },
      ),
    ).toBe('?jobtitle=head+coach&interests=Rugby,AFL&size=50');
    expect(buildSearch({ page: 1 }, { page: 1 })).toBe('');
  });
});

describe('return path (SECURITY-CHECKS #36)', () => {
  it.each([
    '//evil.example',
    '///evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'http:///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    ' //evil.example',
    '/\nevil',
  ])('refuses %s', (bad) => {
    expect(safeReturnPath(bad)).toBe('/landing');
  });
  it('keeps good relative paths', () => {
    expect(safeReturnPath('/apply/12')).toBe('/apply/12');
    expect(safeReturnPath('/jobsearch?page=2&jobtitle=coach')).toBe(
      '/jobsearch?page=2&jobtitle=coach',
    );
    expect(safeReturnPath(null)).toBe('/landing');
    expect(safeReturnPath('/signin')).toBe('/landing');
  });
  it('builds the sign-in location with the requested path', () => {
    expect(signInPathFor('/apply/12')).toBe('/signin?from=/apply/12');
    expect(signInPathFor('/jobsapplied?page=2')).toBe('/signin?from=/jobsapplied%3Fpage%3D2');
    expect(new URLSearchParams('from=/jobsapplied%3Fpage%3D2').get('from')).toBe(
      '/jobsapplied?page=2',
    );
    expect(signInPathFor('//evil.example')).toBe('/signin');
  });
});

describe('page title', () => {
  it('puts the page name before the brand', () => {
    expect(pageTitle('Job search')).toBe('Job search · Touchline');
    expect(pageTitle()).toBe('Touchline');
  });
});
