// Credentials against a role (issue 30, its e2e journey): (1) a coach adds a current WWCC (New
// South Wales: "WWC", 7 digits, E or V) and an expired first aid certificate on /profile; (2) a
// role in New South Wales requiring both (posted by an organisation through the API with
// `requirements`) lists them on its page, and its "Your credentials" panel marks the WWCC met
// and the first aid expired, as words; (3) the coach applies through the apply form, which says
// both go to the organisation; (4) the organisation sees the same marks on the applicant on the
// applicants screen. Then axe (contrast included) on the role page's requirements and panel and
// on the applicants view, in the light and the dark scheme.
import assert from 'node:assert/strict';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  APPLICANT_CREDENTIAL_TEXTS as AC,
  APPLY_SHARING_TEXTS as AS,
  FIT_PANEL_TEXTS as F,
  FIT_STATUS_TEXTS as FS,
} from '../../src/shared/texts/credential-fit.ts';
import {
  CREDENTIAL_LABELS as L,
  REQUIREMENT_NAMES as R,
} from '../../src/shared/texts/credentials.ts';
import { CREDENTIALS_UI as T } from '../../src/shared/texts/credentials-ui.ts';
import { addDays, dateIn } from '../../src/shared/zoned-time.ts';
import { api, signUpCoach } from './lib/api.mjs';
import { browserTest, checkA11y, newPage } from './lib/browser.mjs';
import {
  applyApi,
  chooseOption,
  pdfFile,
  postRoleApi,
  seedStorage,
  signInWithStorage,
  signUpOrgApi,
  waitForPath,
  waitForSettled,
} from './lib/journey.mjs';

/** A role requiring a WWCC and first aid (nothing else), in New South Wales (postRoleApi's). */
const REQUIREMENTS = {
  wwcc: true,
  policeCheck: false,
  firstAid: true,
  cpr: false,
  accreditation: null,
  startDate: null,
};
/** The marks the journey expects, on the role page and the applicants screen alike. */
const EXPECTED = [
  [R.wwcc, 'met'],
  [R.firstAid, 'expired'],
];

/** [requirement name, status] of each line of a fit list, checking the mark's word is shown. */
async function marksOf(list) {
  const marks = [];
  for (const [name] of EXPECTED) {
    const line = list.getByRole('listitem').filter({ hasText: `${name}:` });
    const status = await line.getAttribute('data-status');
    await line.getByText(FS[status], { exact: true }).waitFor();
    marks.push([name, status]);
  }
  assert.equal(await list.getByRole('listitem').count(), EXPECTED.length);
  return marks;
}

/** A new organisation (signed up through the API) and its role requiring both. */
async function orgWithRole() {
  const org = await signUpOrgApi();
  const role = await postRoleApi(org.storage.token, {
    name: 'Junior Netball Coach',
    requirements: REQUIREMENTS,
  });
  return { org, role };
}

browserTest(
  'a coach with a current WWCC and an expired first aid sees one met and one expired, applies, and the organisation sees the same',
  async (page) => {
    const { org, role } = await orgWithRole();
    const coach = await signUpCoach();
    const { token } = await signInWithStorage(page, coach);
    const today = dateIn(Date.now(), 'Australia/Sydney');

    // 1. The credentials, on /profile.
    await page.goto('/profile#credentials');
    const section = page.locator('section#credentials');
    await section.getByRole('heading', { level: 2, name: L.section }).waitFor();
    await waitForSettled(page);
    await section.getByText(T.empty).waitFor();
    await section.getByRole('button', { name: T.add }).click();
    let form = section.getByRole('form', { name: T.addTitle });
    await form.getByRole('combobox', { name: L.type }).selectOption('WWCC');
    await form.getByRole('combobox', { name: L.state }).selectOption('New South Wales');
    await form.getByRole('textbox', { name: L.number }).fill('WWC2468135V');
    await form.getByRole('combobox', { name: L.wwccType }).selectOption('Volunteer');
    await form.getByLabel(L.expiresOn, { exact: true }).fill(addDays(today, 365));
    await form.getByRole('button', { name: T.save }).click();
    const wwcc = section.getByRole('listitem').filter({ hasText: 'WWC2468135V' });
    await wwcc.getByText('Current', { exact: true }).waitFor();

    await section.getByRole('button', { name: T.add }).click();
    form = section.getByRole('form', { name: T.addTitle });
    await form.getByRole('combobox', { name: L.type }).selectOption('First aid');
    await form.getByLabel(T.optional(L.issuedOn), { exact: true }).fill(addDays(today, -1100));
    await form.getByLabel(T.optional(L.expiresOn), { exact: true }).fill(addDays(today, -5));
    await form.getByRole('button', { name: T.save }).click();
    const firstAid = section.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: 'First aid' }),
    });
    await firstAid.getByText('Expired', { exact: true }).waitFor();

    // 2. The role's page: its requirements, and the panel's marks with their sentences.
    await page.goto(`/jobdetails?jobId=${role.id}`);
    await page.getByRole('heading', { level: 1, name: role.name }).waitFor();
    const requirements = page.getByRole('region', { name: F.requirements });
    await requirements.getByRole('listitem').filter({ hasText: R.wwcc }).waitFor();
    await requirements.getByRole('listitem').filter({ hasText: R.firstAid }).waitFor();
    const panel = page.getByRole('region', { name: F.yourCredentials });
    const fitList = panel.getByRole('list', { name: F.yourCredentials });
    await fitList.waitFor();
    assert.deepEqual(await marksOf(fitList), EXPECTED);
    await panel.getByText(F.notAllMet(1), { exact: true }).waitFor();
    await panel.getByRole('link', { name: F.fix }).waitFor();
    assert.equal(
      await panel.getByRole('link', { name: F.fix }).getAttribute('href'),
      '/profile#credentials',
    );
    const fit = (await api(`/api/job/fit/${role.id}`, { token, expectStatus: 200 })).body.fit;
    assert.deepEqual(
      fit.map((line) => [line.requirement, line.status]),
      [
        ['wwcc', 'met'],
        ['firstAid', 'expired'],
      ],
    );

    // 3. The coach applies; the form says both credentials go to the organisation.
    await page.getByRole('link', { name: MESSAGES.applyNow }).click();
    await waitForPath(page, `/apply/${role.id}`);
    const apply = page.getByRole('form', { name: 'Your application' });
    await apply.waitFor();
    const sharing = page.getByText(AS.shared(org.account.orgName, []).split(':')[0]);
    await sharing.waitFor();
    const sharingText = await sharing.textContent();
    assert.match(sharingText, /Working with Children Check/);
    assert.match(sharingText, /First aid/);
    const states = (await api('/api/location/state/list', { expectStatus: 200 })).body.list;
    const nsw = states.find((s) => s.name === 'New South Wales') ?? states[0];
    const cities = (await api(`/api/location/list?stateId=${nsw.id}`, { expectStatus: 200 })).body
      .list;
    await apply.getByLabel('Address line 1', { exact: true }).fill('1 Oval Road');
    await chooseOption(page, apply.getByRole('combobox', { name: 'State' }), nsw.name);
    await chooseOption(page, apply.getByRole('combobox', { name: 'City' }), cities[0].name);
    await apply.getByLabel('Zip code', { exact: true }).fill('2000');
    await apply.getByLabel('Salary expectation (including super)').fill('$30 an hour');
    await apply.getByLabel('Notice period / available to work').fill('Two weeks');
    await apply.getByLabel('Referred by', { exact: true }).fill('The club website');
    await apply
      .getByLabel('Resume', { exact: true })
      .setInputFiles(pdfFile('resume.pdf', `Resume of ${coach.firstName}`));
    await apply.getByText(MESSAGES.resumeUploaded, { exact: true }).waitFor();
    await apply
      .getByLabel('Cover letter', { exact: true })
      .setInputFiles(pdfFile('cover-letter.pdf', 'Why I coach'));
    await apply.getByText(MESSAGES.coverLetterUploaded, { exact: true }).waitFor();
    await apply.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await apply.getByRole('button', { name: 'Submit application' }).click();
    await waitForPath(page, '/success', { jobId: role.id });

    // 4. The organisation sees the same marks on the applicant, and what was shared.
    const orgSession = await newPage();
    try {
      const op = orgSession.page;
      await seedStorage(op, org.storage);
      await op.goto(`/employer/jobs/${role.id}/applicants`);
      const name = `${coach.firstName} ${coach.lastName}`;
      await op.getByRole('heading', { name }).waitFor();
      const marks = op.getByRole('list', { name: AC.requirements });
      await marks.waitFor();
      assert.deepEqual(await marksOf(marks), EXPECTED);
      const shared = op.getByRole('list', { name: AC.credentials });
      await shared.getByText(/WWC2468135V/).waitFor();
      await shared.getByText(AC.expiredOn(addDays(today, -5)), { exact: false }).waitFor();
      // The filter keeps nobody: the first aid is expired.
      await op.getByRole('checkbox', { name: AC.meetsAll }).check();
      await op.getByText(AC.noneMeetAll, { exact: true }).waitFor();
      orgSession.assertClean();
    } finally {
      await orgSession.close();
    }
  },
);

for (const colorScheme of ['light', 'dark']) {
  browserTest(
    `the role page's credentials panel and the applicants view pass axe, ${colorScheme}`,
    async (page) => {
      const { org, role } = await orgWithRole();
      const coach = await signUpCoach();
      const { token } = await signInWithStorage(page, coach);
      const today = dateIn(Date.now(), 'Australia/Sydney');
      for (const body of [
        {
          type: 'WWCC',
          state: 'New South Wales',
          number: 'WWC1357924E',
          wwccType: 'Employee',
          expiresOn: addDays(today, 365),
        },
        { type: 'First aid', expiresOn: addDays(today, -5) },
      ]) {
        await api('/api/user/credentials', { method: 'POST', body, token, expectStatus: 201 });
      }

      await page.goto(`/jobdetails?jobId=${role.id}`);
      const panel = page.getByRole('region', { name: F.yourCredentials });
      await panel.getByRole('list', { name: F.yourCredentials }).waitFor();
      await waitForSettled(page);
      await checkA11y(page, {
        include: ['section[aria-labelledby="requirements-heading"]'],
        label: `role requirements, ${colorScheme}`,
      });
      await checkA11y(page, {
        include: ['section[aria-labelledby="your-credentials-heading"]'],
        label: `your credentials panel, ${colorScheme}`,
      });

      await applyApi(token, coach, role.id);
      const orgSession = await newPage({ colorScheme });
      try {
        const op = orgSession.page;
        await seedStorage(op, org.storage);
        await op.goto(`/employer/jobs/${role.id}/applicants`);
        await op.getByRole('list', { name: AC.requirements }).waitFor();
        await op.getByRole('list', { name: AC.credentials }).waitFor();
        await waitForSettled(op);
        await checkA11y(op, { include: 'main', label: `applicants, ${colorScheme}` });
        orgSession.assertClean();
      } finally {
        await orgSession.close();
      }
    },
    { colorScheme },
  );
}
