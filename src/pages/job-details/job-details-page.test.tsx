import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, jobs, mockError, mockJson, recordRequests } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { MESSAGES } from '../../shared/messages';
import { jobPageDescription } from '../../shared/page-head';
import { EMPLOYER_TEXTS } from '../../shared/texts/employer';

const job = jobs[0];

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

const interested = () => screen.getByRole('region', { name: MESSAGES.interested });

async function expectAlert(text: string) {
  const el = await screen.findByText(text, {}, { timeout: 10_000 });
  expect(el.closest('[role="alert"]')).not.toBeNull();
}

describe('job details', { timeout: 20_000 }, () => {
  it("keeps the description meta in step: the role's while shown, the site's after", async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'The site';
    document.head.append(meta);
    try {
      const { location } = renderApp({ route: `/jobdetails?jobId=${job.id}` });
      await h1(job.name);
      await waitFor(() => expect(meta.content).toBe(jobPageDescription(job)));
      expect(meta.content.length).toBeGreaterThan(0);
      act(() => location.navigate('/jobsearch'));
      await waitFor(() => expect(meta.content).toBe('The site'));
    } finally {
      meta.remove();
    }
  });

  it('shows every field of the job, the organisation link and the views', async () => {
    renderApp({ route: `/jobdetails?jobId=${job.id}` });
    await h1(job.name);
    await waitFor(() =>
      expect(document.title).toBe(`${job.name} · ${job.organisation} · Touchline`),
    );
    expect(screen.getByRole('link', { name: job.organisation }).getAttribute('href')).toBe(
      `/org?orgId=${job.org_id}`,
    );
    for (const value of [job.location, job.minLevel, job.role_type, job.categories, job.salary]) {
      expect(screen.getByText(value)).toBeTruthy();
    }
    for (const heading of [
      'Description',
      MESSAGES.aboutTheRole,
      'Mandatory skills',
      'Desired skills',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    // The rich text is formatted HTML: lists and emphasis.
    const description = screen.getByRole('region', { name: 'Description' });
    expect(within(description).getByText('Plan sessions').tagName).toBe('LI');
    expect(description.querySelector('strong')?.textContent).toBe('Head Coach');
    // The mandatory skills' list (the role's requirements, issue 30, name the check too).
    const skills = screen.getByRole('region', { name: 'Mandatory skills' });
    expect(within(skills).getByText('Working with Children Check').tagName).toBe('LI');
    expect(screen.getByText(MESSAGES.viewedBy(job.views))).toBeTruthy();
    expect(screen.getByText(MESSAGES.datePosted('20 Nov 2026'))).toBeTruthy();
  });

  it('renders rich text without scripts, event handlers or images', async () => {
    mockJson('get', '/api/job/job_detail/:id', {
      jobDetails: [
        {
          ...job,
          description:
            '<p>Safe <em>text</em></p><img src=x onerror=alert(1)><script>alert(2)</script>',
          subject:
            '<p onclick="alert(3)" style="color:red">About it</p><iframe title="x"></iframe>',
          skills:
            '<ul><li><a href="javascript:alert(4)">Bad link</a></li><li><a href="https://good.example">Good link</a></li></ul>',
        },
      ],
    });
    renderApp({ route: `/jobdetails?jobId=${job.id}` });
    await h1(job.name);
    const main = screen.getByRole('main');
    expect(screen.getByText('text').tagName).toBe('EM');
    expect(main.querySelector('img')).toBeNull();
    expect(main.querySelector('script')).toBeNull();
    expect(main.querySelector('iframe')).toBeNull();
    expect(main.querySelector('[onerror], [onclick], [style]')).toBeNull();
    expect(main.innerHTML).not.toContain('alert(');
    expect(screen.getByText('About it').tagName).toBe('P');
    expect(screen.getByText('Bad link').getAttribute('href')).toBeNull();
    const good = screen.getByRole('link', { name: 'Good link' });
    expect(good.getAttribute('href')).toBe('https://good.example/');
    expect(good.getAttribute('rel')).toContain('noopener');
  });

  it('signed out: Apply Now to /apply/{jobId}, and the applied check is never asked', async () => {
    const checks = recordRequests(`/api/job-apply/job_applied/${job.id}`);
    const { user, location } = renderApp({ route: `/jobdetails?jobId=${job.id}` });
    await h1(job.name);
    const apply = within(interested()).getByRole('link', { name: MESSAGES.applyNow });
    expect(apply.getAttribute('href')).toBe(`/apply/${job.id}`);
    expect(checks).toHaveLength(0);
    await user.click(apply);
    // The guard sends a signed-out visitor through /signin and back.
    await waitFor(() => expect(location.pathname).toBe('/signin'));
    expect(decodeURIComponent(location.search)).toBe(`from=/apply/${job.id}`);
  });

  it('signed-in coach who has not applied: Apply Now, after asking the applied check', async () => {
    const checks = recordRequests(`/api/job-apply/job_applied/${job.id}`);
    renderApp({ route: `/jobdetails?jobId=${job.id}`, user: 'coach' });
    await h1(job.name);
    const apply = await within(interested()).findByRole('link', { name: MESSAGES.applyNow });
    expect(apply.getAttribute('href')).toBe(`/apply/${job.id}`);
    expect(checks).toHaveLength(1);
    expect(checks[0].headers.get('authorization')).toMatch(/^Bearer /);
  });

  it("signed-in coach who has applied: 'Applied on {date} · {status}' instead of Apply Now", async () => {
    db.applications.push({
      id: 900,
      userId: 1,
      jobId: job.id,
      appliedOn: '2026-11-12T03:00:00.000Z',
      status: 'Reviewing',
      salary: '$80,000',
      notice: '2 weeks',
      referredBy: 'LinkedIn',
      resume: 1,
      cv: 2,
    });
    renderApp({ route: `/jobdetails?jobId=${job.id}`, user: 'coach' });
    await h1(job.name);
    expect(
      await within(interested()).findByText(`${MESSAGES.appliedOn('12 Nov 2026')} · Reviewing`),
    ).toBeTruthy();
    expect(within(interested()).queryByRole('link', { name: MESSAGES.applyNow })).toBeNull();
  });

  it("'Applied on {date}' alone when the API gives no status", async () => {
    mockJson('get', '/api/job-apply/job_applied/:id', {
      jobDetails: [{ applied: true, datePosted: '2026-11-03T10:00:00.000Z' }],
    });
    renderApp({ route: `/jobdetails?jobId=${job.id}`, user: 'coach' });
    await h1(job.name);
    expect(await within(interested()).findByText(MESSAGES.appliedOn('3 Nov 2026'))).toBeTruthy();
  });
});

describe('job details: not found and failures', { timeout: 20_000 }, () => {
  it.each([
    ['an unknown jobId', '/jobdetails?jobId=9999'],
    ['no jobId', '/jobdetails'],
    ['a jobId that is not a number', '/jobdetails?jobId=abc'],
    ['jobId 0', '/jobdetails?jobId=0'],
  ])('%s shows a not-found state with a link to search', async (_, route) => {
    renderApp({ route });
    await h1('Role not found');
    expect(screen.getByRole('link', { name: 'Search roles' }).getAttribute('href')).toBe(
      '/jobsearch',
    );
    // SPEC 8: the server's 404 (message 'Error') also gives 'Error fetching job details'; an
    // id that is not one was never asked for.
    const text = screen.queryByText(MESSAGES.errorFetchingJobDetails);
    if (route === '/jobdetails?jobId=9999') expect(text?.closest('[role="alert"]')).not.toBeNull();
    else expect(text).toBeNull();
  });

  it('a failing job details load shows the alert', async () => {
    mockError('get', '/api/job/job_detail/:id', 500);
    renderApp({ route: `/jobdetails?jobId=${job.id}` });
    await expectAlert(MESSAGES.errorFetchingJobDetails);
  });

  it('a failing applied check shows the alert', async () => {
    mockError('get', '/api/job-apply/job_applied/:id', 500);
    renderApp({ route: `/jobdetails?jobId=${job.id}`, user: 'coach' });
    await h1(job.name);
    await expectAlert(MESSAGES.errorFetchingJobDetails);
  });

  it("an organisation's own role offers its applicants and editor, never Apply Now", async () => {
    const own = jobs.find((j) => j.org_id === 1);
    if (!own) throw new Error('fixtures: organisation 1 has a role');
    const checks = recordRequests(`/api/job-apply/job_applied/${own.id}`);
    renderApp({ route: `/jobdetails?jobId=${own.id}`, user: 'org' });
    await h1(own.name);
    const block = await screen.findByRole('region', { name: EMPLOYER_TEXTS.yourRole });
    expect(
      within(block).getByRole('link', { name: EMPLOYER_TEXTS.viewApplicants }).getAttribute('href'),
    ).toBe(`/employer/jobs/${own.id}/applicants`);
    expect(
      within(block).getByRole('link', { name: EMPLOYER_TEXTS.editRoleTitle }).getAttribute('href'),
    ).toBe(`/employer/jobs/${own.id}`);
    expect(screen.queryByRole('link', { name: MESSAGES.applyNow })).toBeNull();
    // An organisation has no applications: the coach-only check is never asked.
    expect(checks).toHaveLength(0);
  });

  it("another organisation's role: a note instead of Apply Now", async () => {
    const other = jobs.find((j) => j.org_id !== 1);
    if (!other) throw new Error('fixtures: another organisation has a role');
    renderApp({ route: `/jobdetails?jobId=${other.id}`, user: 'org' });
    await h1(other.name);
    expect(await screen.findByText(EMPLOYER_TEXTS.coachesApply)).toBeTruthy();
    expect(within(interested()).queryByRole('link')).toBeNull();
  });
});
