import { describe, expect, test } from 'vitest';
import { redactPath } from './log';

describe('redactPath', () => {
  test('hides a reset token in the path and token-like query values, whatever their case', () => {
    expect(redactPath('/api/reset-password/validate/abc.DEF-123')).toBe(
      '/api/reset-password/validate/[redacted]',
    );
    expect(redactPath('/API/Reset-Password/Validate/abc?x=1')).toBe(
      '/API/Reset-Password/Validate/[redacted]?x=1',
    );
    expect(redactPath('/confirm?token=s3cret&next=/home')).toBe(
      '/confirm?token=[redacted]&next=/home',
    );
    expect(
      redactPath('/x?a=1&refresh_token=r&ACCESS_TOKEN=a&resetPasswordToken=p&code=c#frag'),
    ).toBe(
      '/x?a=1&refresh_token=[redacted]&ACCESS_TOKEN=[redacted]&resetPasswordToken=[redacted]&code=[redacted]#frag',
    );
  });

  test('returns other paths as they are', () => {
    for (const p of [
      '/api/job/list?title=coach&orgtype=School&page=2',
      '/api/job/job_detail/42',
      '/api/job/list?title=token%20coach', // a keyword, not a parameter named token
      '/jobsearch?title=code',
    ]) {
      expect(redactPath(p)).toBe(p);
    }
  });
});
