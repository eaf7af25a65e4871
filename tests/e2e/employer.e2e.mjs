// The organisation journey of issue 10: an organisation signs up, posts a role with a formatted
// description, a coach finds it by keyword and applies with uploads, the organisation downloads
// the resume and shortlists the coach, and the coach sees 'Shortlisted'.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { MESSAGES } from '../../src/shared/messages.ts';
import { api, getXsrfToken, loginApi, newestMail, signUpCoach } from './lib/api.mjs';
import { BASE_URL, browserTest, checkA11y, newPage } from './lib/browser.mjs';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const DOC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);

async function upload(kind, bytes, name, token) {
  const xsrf = await getXsrfToken();
  const form = new FormData();
  form.append(kind, new Blob([bytes]), name);
  form.append(`${kind}FileName`, name);
  const res = await fetch(new URL(`/api/file/upload/${kind}`, BASE_URL), {
    method: 'POST',
    body: form,
    headers: {
      Authorization: `Bearer ${token}`,
      Cookie: `XSRF-TOKEN=${xsrf}`,
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
    },
  });
  assert.equal(res.status, 201, `upload ${kind}: ${res.status} ${await res.clone().text()}`);
  const body = await res.json();
  return body.resumeId ?? body.cvId;
}

/** Signs a user in by storing what the app stores after /signin (SPEC 3 storage keys). */
async function signInBrowser(page, email, password) {
  const { token, refresh_token } = await loginApi(email, password);
  const me = await api('/api/user/get_logged_in_user', { token, expectStatus: 200 });
  await page.goto('/landing');
  await page.evaluate(
    ([t, r, u]) => {
      localStorage.setItem('token', JSON.stringify(t));
      localStorage.setItem('refresh_token', JSON.stringify(r));
      localStorage.setItem('user', JSON.stringify(u));
    },
    [token, refresh_token, me.body.userDetails[0]],
  );
}

browserTest(
  'an organisation posts a role, a coach applies, the organisation shortlists, the coach sees it',
  async (page) => {
    const word = `kestrel${randomBytes(3).toString('hex')}`.replace(/\d/g, 'x');
    const org = {
      orgName: `Harbour ${word} FC`,
      email: `e2e-org-${word}@example.com`,
      password: `Tl!${randomBytes(4).toString('hex')}Aa9`,
    };

    // 1. The organisation signs up (and lands on /employer).
    await page.goto('/org-signup');
    await page.getByLabel('Organisation name').fill(org.orgName);
    const type = page.getByRole('combobox', { name: 'Organisation type' });
    await type.click();
    await page.getByRole('option').first().click();
    await page.getByLabel('First name').fill('Olive');
    await page.getByLabel('Last name').fill('Manager');
    await page.getByLabel('Mobile number').fill('0412345678');
    await page.getByLabel('Email').fill(org.email);
    await page.getByLabel('Password', { exact: true }).fill(org.password);
    await page.getByLabel('Confirm password').fill(org.password);
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Register organisation' }).click();
    await page.waitForURL((u) => u.pathname === '/employer', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Your roles' }).waitFor();
    await page.getByText('You have not posted any roles yet.').waitFor();

    // 2. It posts a role with a formatted description.
    await page.getByRole('link', { name: 'Post a role' }).click();
    await page.getByRole('textbox', { name: 'Role title' }).fill(`Head ${word} Coach`);
    const city = page.getByRole('combobox', { name: 'City' });
    await city.click();
    await city.fill('Sydn');
    await page.getByRole('option', { name: 'Sydney' }).first().click();
    await page.getByRole('textbox', { name: 'Minimum level' }).fill('Level 2');
    await page.getByRole('combobox', { name: 'Role type' }).selectOption('Full-time');
    await page.getByRole('textbox', { name: 'Categories' }).fill('Football, Coaching');
    // The coaching context (issue 29): sport, level and pay are required for a new role.
    const context = page.getByRole('group', { name: 'Coaching context' });
    const sport = context.getByRole('combobox', { name: 'Sport' });
    await sport.click();
    await sport.fill('Netb');
    await page.getByRole('option', { name: 'Netball' }).click();
    await context.getByRole('combobox', { name: 'Level' }).selectOption('Community');
    await context.getByRole('radio', { name: 'Volunteer' }).check();
    await context.getByRole('checkbox', { name: 'Tuesday' }).check();
    await context.getByRole('checkbox', { name: 'Thursday' }).check();
    await context.getByRole('checkbox', { name: 'Evenings' }).check();
    await page.getByRole('textbox', { name: 'Salary' }).fill('$95,000 + super');
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.keyboard.type('Lead our ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(word);
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' programme.');
    await page
      .getByRole('toolbar', { name: 'Description formatting' })
      .getByRole('button', { name: 'Bold' })
      .waitFor();
    await page.getByRole('textbox', { name: MESSAGES.aboutTheRole }).click();
    await page.keyboard.type('Three sessions a week.');
    await page.getByRole('textbox', { name: 'Mandatory skills' }).click();
    await page
      .getByRole('toolbar', { name: 'Mandatory skills formatting' })
      .getByRole('button', { name: 'Bulleted list' })
      .click();
    await page.keyboard.type('Accreditation');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByRole('tabpanel').locator('b, strong', { hasText: word }).waitFor();
    await checkA11y(page, { include: 'main', label: 'role editor preview' });
    await page.getByRole('button', { name: 'Post role' }).click();
    await page.waitForURL((u) => u.pathname === '/employer', { timeout: 20_000 });
    const roleLink = page.getByRole('link', { name: `Head ${word} Coach`, exact: true });
    await roleLink.waitFor();
    await checkA11y(page, { include: 'main', label: 'employer dashboard' });
    const jobId = Number(
      /\/employer\/jobs\/(\d+)/.exec((await roleLink.getAttribute('href')) ?? '')?.[1],
    );
    assert.ok(jobId > 0, 'the dashboard links to the new role');
    const stored = await api(`/api/job/job_detail/${jobId}`, { expectStatus: 200 });
    assert.match(
      stored.body.jobDetails[0].description,
      new RegExp(`<(b|strong)>${word}</(b|strong)>`),
    );
    assert.deepEqual(
      {
        sportType: stored.body.jobDetails[0].sportType,
        level: stored.body.jobDetails[0].level,
        pay: stored.body.jobDetails[0].pay,
        days: stored.body.jobDetails[0].days,
        times: stored.body.jobDetails[0].times,
      },
      {
        sportType: 'Netball',
        level: 'Community',
        pay: 'Volunteer',
        days: ['Tue', 'Thu'],
        times: ['Evenings'],
      },
      'the coaching context is stored',
    );

    // 3. A coach finds it by keyword and applies with uploads.
    const coach = await signUpCoach();
    const coachSession = await newPage();
    try {
      const cp = coachSession.page;
      await signInBrowser(cp, coach.email, coach.password);
      await cp.goto(`/jobsearch?jobtitle=${word}`);
      const card = cp.getByRole('link', { name: new RegExp(`Head ${word} Coach`) }).first();
      await card.click();
      await cp.waitForURL((u) => u.pathname === '/jobdetails');
      await cp.getByRole('heading', { level: 1, name: `Head ${word} Coach` }).waitFor();
      await cp.getByText(word, { exact: true }).first().waitFor();
      // Its coaching context, in words (issue 29).
      const context = cp.getByRole('region', { name: 'Coaching context' });
      await context.getByText('Tuesday and Thursday, evenings').waitFor();
      await context.getByText('Volunteer', { exact: true }).waitFor();

      const { token } = await loginApi(coach.email, coach.password);
      const resume = await upload('resume', PDF, 'Coach resume.pdf', token);
      const cv = await upload('cv', DOC, 'Cover letter.doc', token);
      await api('/api/job-apply/apply', {
        method: 'POST',
        token,
        body: {
          firstName: coach.firstName,
          lastName: coach.lastName,
          resume,
          cv,
          jobId,
          salary: '$90k',
          notice: '2 weeks',
          referredBy: 'Club website',
        },
        expectStatus: 201,
      });

      // 4. The organisation downloads the resume and shortlists the coach.
      await page.goto(`/employer/jobs/${jobId}/applicants`);
      const name = `${coach.firstName} ${coach.lastName}`;
      await page.getByRole('heading', { name }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Download resume of ${name}` }).click(),
      ]);
      assert.equal(download.suggestedFilename(), 'Coach resume.pdf');
      const saved = await download.path();
      assert.deepEqual(await readFile(saved), PDF);
      const since = Date.now();
      await page.getByRole('combobox', { name: `Status of ${name}` }).selectOption('Shortlisted');
      await page.getByText('Status Updated Successfully.').waitFor();
      await checkA11y(page, { include: 'main', label: 'applicants' });
      const mail = await newestMail({ to: coach.email, subject: /Shortlisted/, since });
      assert.match(mail.text, new RegExp(`Head ${word} Coach`));

      // 5. The coach sees 'Shortlisted' on /jobsapplied and on the job's details.
      await cp.goto('/jobsapplied');
      const row = cp.getByRole('link', { name: `Head ${word} Coach` }).first();
      await row.waitFor();
      await cp.getByText('Shortlisted').first().waitFor();
      await cp.goto(`/jobdetails?jobId=${jobId}`);
      await cp.getByText(/Applied on .* · Shortlisted/).waitFor();
      coachSession.assertClean();
    } finally {
      await coachSession.close();
    }
  },
  { testTimeout: 180_000 },
);
