import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { parse } from './route-pattern';

const match = (route: string, path: string, loose?: boolean) => {
  const { keys, pattern } = parse(route, loose);
  const found = pattern.exec(path);
  if (!found || keys === false) return null;
  return Object.fromEntries(keys.map((key, i) => [key, found[i + 1]]));
};

describe('route-pattern (wouter parser)', () => {
  it('matches every static route exactly, with or without a trailing slash, in any case', () => {
    for (const route of Object.values(paths).filter((p) => !p.includes(':'))) {
      expect(match(route, route)).toEqual({});
      if (route !== '/') expect(match(route, `${route}/`)).toEqual({});
      expect(match(route, route.toUpperCase())).toEqual({});
      expect(match(route, `${route === '/' ? '' : route}/more`)).toBeNull();
    }
    expect(match(paths.landing, '/landingx')).toBeNull();
    expect(match(paths.root, '/landing')).toBeNull();
  });

  it('captures :name parameters by name, one segment each', () => {
    expect(match(paths.apply, '/apply/42')).toEqual({ jobId: '42' });
    expect(match(paths.employerJob, '/employer/jobs/7')).toEqual({ id: '7' });
    expect(match(paths.employerApplicants, '/employer/jobs/7/applicants')).toEqual({ id: '7' });
    expect(match(paths.employerJob, '/employer/jobs/7/applicants')).toBeNull();
    expect(match(paths.apply, '/apply/')).toBeNull();
    expect(match(paths.apply, '/apply')).toBeNull();
  });

  it('matches anything with the catch-all', () => {
    expect(match('*', '/no/such/page')).toEqual({ '*': 'no/such/page' });
    expect(match('/files/*', '/files/a/b')).toEqual({ '*': 'a/b' });
  });

  it('matches a prefix when loose (nested routers)', () => {
    expect(match('/employer', '/employer/jobs/7', true)).toEqual({});
    expect(match('/employer', '/employers', true)).toBeNull();
    expect(match('/employer/jobs/:id', '/employer/jobs/7/applicants', true)).toEqual({ id: '7' });
  });

  it('passes a RegExp through', () => {
    const pattern = /^\/x$/;
    expect(parse(pattern)).toEqual({ keys: false, pattern });
  });
});
