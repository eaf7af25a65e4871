// Every endpoint function against the msw mocks: right path and method, body parsed with the
// shared schema, success message checked.
import { describe, expect, it } from 'vitest';
import {
  coachProfile,
  db,
  PASSWORD,
  recordRequests,
  VALID_CONFIRM_TOKEN,
  VALID_RESET_TOKEN,
} from '../../tests/mocks';
import { signInAs } from '../../tests/render';
import { API_ERRORS } from '../shared/texts/api-errors';
import { authState } from '../state/auth';
import {
  confirmAccount,
  forgotPassword,
  loginRequest,
  registerCoach,
  resetPassword,
  validateResetToken,
} from './auth';
import { ApiRequestError } from './client';
import { uploadCv, uploadResume } from './files';
import { getSportsTypes, getStates, getTagList } from './form-lookups';
import { applyToJob, getAppliedStatus, listAppliedJobs } from './job-apply';
import { getJobDetail } from './job-detail';
import { listJobs } from './jobs';
import { getLocations, getOrgTypes } from './lookups';
import { getOrgPageDetails, registerOrg } from './org';
import {
  changePassword,
  getInterests,
  getLoggedInUser,
  getLoggedInUserDetails,
  getUserProfile,
  updateInterests,
  updateProfile,
} from './user';

const signUp = {
  firstName: 'Jamie',
  lastName: 'Lee',
  mobileNumber: '0400000000',
  email: 'jamie@example.com',
  password: 'Str0ng!Pass',
  termsAndConditions: true as const,
};

describe('accounts', () => {
  it('registers a coach and an organisation, then signs in', async () => {
    await expect(registerCoach(signUp)).resolves.toMatchObject({
      message: 'Coach Registered Successfully',
    });
    await expect(
      registerOrg({ ...signUp, email: 'club@example.com', orgName: 'Club', orgType: 'School' }),
    ).resolves.toMatchObject({ message: 'Organisation Registered Successfully' });
    const login = await loginRequest({ username: 'jamie@example.com', password: 'Str0ng!Pass' });
    if (!('token' in login)) throw new Error('A new account has no second factor');
    expect(login.token.split('.')).toHaveLength(3);
    expect(login.refresh_token).toBeTruthy();
  });

  it('a duplicate e-mail is a 409 with the reason', async () => {
    await expect(
      registerCoach({ ...signUp, email: 'casey.morgan@example.com' }),
    ).rejects.toMatchObject({
      status: 409,
      detail: API_ERRORS.emailTaken,
    });
  });

  it('a wrong password is a 401 and signs nobody out', async () => {
    const error = await loginRequest({
      username: 'casey.morgan@example.com',
      password: 'nope',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(401);
  });

  it('forgot, validate, reset and confirm', async () => {
    await expect(forgotPassword({ email: 'casey.morgan@example.com' })).resolves.toBeTruthy();
    await expect(validateResetToken(VALID_RESET_TOKEN)).resolves.toEqual({
      message: 'Valid Token',
    });
    await expect(validateResetToken('bad token/..')).rejects.toMatchObject({ status: 404 });
    await expect(
      resetPassword({ token: VALID_RESET_TOKEN, password: 'N3w!Password' }),
    ).resolves.toEqual({
      message: 'Password Reset Successfully',
    });
    const seen = recordRequests('/api/user/validateUserToken');
    await expect(confirmAccount(VALID_CONFIRM_TOKEN)).resolves.toEqual({
      message: 'Account Confirmed',
    });
    expect(await seen[0].json()).toEqual({ token: VALID_CONFIRM_TOKEN, scope: 'Confirm Account' });
  });
});

describe('the signed-in user', () => {
  it('identity, details and profile', async () => {
    signInAs('coach');
    expect((await getLoggedInUser()).email).toBe('casey.morgan@example.com');
    expect((await getLoggedInUserDetails()).role).toBe('ROLE_COACH');
    expect(await getUserProfile()).toEqual(coachProfile);
  });

  it('updates the profile and interests', async () => {
    signInAs('coach');
    await updateProfile({
      firstName: 'Casey',
      lastName: 'Morgan',
      mobile: '0412345678',
      address1: '1 New St',
      address2: '',
      state: 'Victoria',
      city: 'Melbourne',
      zipcode: '3000',
    });
    expect((await getUserProfile()).city).toBe('Melbourne');
    await updateInterests(['Netball', 'AFL']);
    expect(await getInterests()).toEqual(['Netball', 'AFL']);
  });

  it('changes the password and stores the fresh token pair', async () => {
    signInAs('coach');
    const before = authState.token;
    await changePassword({
      oldPassword: PASSWORD,
      newPassword: 'N3w!Password',
      confirmPassword: 'N3w!Password',
    });
    expect(authState.token).not.toBe(before);
    expect(db.refreshTokens.get(authState.refresh_token!)).toBe(1);
  });
});

describe('lookups and jobs', () => {
  it('lists', async () => {
    expect(await getOrgTypes()).toContain('Professional Club');
    expect((await getSportsTypes()).length).toBeGreaterThan(5);
    expect((await getStates())[0]).toEqual({ id: 1, name: 'New South Wales' });
    expect((await getLocations(2)).map((c) => c.name)).toEqual(['Melbourne', 'Geelong']);
    expect(await getTagList()).toContain('Netball');
  });

  it('searches with filters and paging, and reads a job and an organisation', async () => {
    const seen = recordRequests('/api/job/list');
    const page = await listJobs({ interests: ['Netball', 'AFL'], page: 2, postPerPage: 5 });
    expect(new URL(seen[0].url).search).toBe('?interests=Netball,AFL&page=2&postPerPage=5');
    expect(page.list.length).toBeLessThanOrEqual(5);
    expect(page.length).toBeGreaterThan(5);
    const job = await getJobDetail(page.list[0].id);
    expect(job.id).toBe(page.list[0].id);
    expect(job.description).toContain('<p>');
    expect((await getOrgPageDetails(job.org_id)).id).toBe(job.org_id);
    await expect(getJobDetail(99999)).rejects.toMatchObject({ status: 404 });
  });
});

describe('applications', () => {
  it('uploads, applies, then sees the application', async () => {
    signInAs('coach');
    const resume = await uploadResume(new File(['%PDF-'], 'cv.pdf'));
    const cv = await uploadCv(new File(['%PDF-'], 'letter.pdf'));
    expect(await getAppliedStatus(7)).toEqual({ applied: false, datePosted: null, status: null });
    await applyToJob({
      firstName: 'Casey',
      lastName: 'Morgan',
      resume: resume.resumeId,
      cv: cv.cvId,
      jobId: 7,
      salary: '$90,000',
      notice: '4 weeks',
      referredBy: 'Website',
    });
    const status = await getAppliedStatus(7);
    expect(status.applied).toBe(true);
    expect(status.datePosted).toBeTruthy();
    const applied = await listAppliedJobs();
    expect(applied.list.map((j) => j.id)).toContain(7);
    await expect(
      applyToJob({
        firstName: 'Casey',
        lastName: 'Morgan',
        resume: resume.resumeId,
        cv: cv.cvId,
        jobId: 7,
        salary: '$90,000',
        notice: '4 weeks',
        referredBy: 'Website',
      }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('an organisation user is refused coach calls (403)', async () => {
    signInAs('org');
    await expect(listAppliedJobs({}, {})).rejects.toMatchObject({ status: 403 });
  });
});
