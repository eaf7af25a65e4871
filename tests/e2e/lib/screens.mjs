// Every screen of the app, signed out, signed in as a coach and signed in as an organisation, with
// real data behind it (a fresh coach with one application, a real reset link and
// account-confirmation link from the mail folder, a fresh organisation with a role the coach
// applied to), and how to tell that each one has finished loading. Shared by the accessibility audit
// (a11y-*.e2e.mjs) and `npm run screenshots`.
import { ERROR_SCREENS, MESSAGES } from '../../../src/shared/messages.ts';
import { ACCOUNT_PAGE_TEXTS } from '../../../src/shared/texts/account.ts';
import { PRIVACY_TEXTS } from '../../../src/shared/texts/privacy.ts';
import { api, findLink, loginApi, newestMail, signUpCoach } from './api.mjs';
import { applyApi, loggedInUser, postRoleApi, signUpOrgApi, waitForSettled } from './journey.mjs';
import { prepareEngagement } from './screens-engagement.mjs';

const h1 = (name) => async (page) => {
  await page.getByRole('heading', { level: 1, name, exact: true }).first().waitFor();
};

/** An `open` step: send the form empty with its submit button, so its messages show. */
const submitEmpty = (button) => async (page) => {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByText(MESSAGES.required).first().waitFor();
};

/**
 * Create the data and return { coach, storage (the local-storage values of a signed-in coach),
 * publicScreens, signedInScreens, orgStorage (those of a signed-in organisation), orgScreens }. A screen is { name, path, ready(page), open?(page) } where
 * `open` shows extra UI (a menu, a dialog, validation messages) for a second look.
 */
export async function prepareScreens() {
  const since = Date.now();
  const coach = await signUpCoach();
  const confirmMail = await newestMail({ to: coach.email, subject: /confirm/i, since }).catch(
    () => null,
  );
  const tokens = await loginApi(coach.email, coach.password);
  const user = await loggedInUser(tokens.token);
  // Two different roles from one snapshot of the list: other test files post roles meanwhile
  // (two run at a time), so two separate reads could name the same role twice.
  const roles = (await api('/api/job/list?page=1&postPerPage=10', { expectStatus: 200 })).body.list;
  const [applied, other] = [roles[1], roles[2]];
  await applyApi(tokens.token, coach, applied.id);
  await api('/api/user/update_interests', {
    method: 'POST',
    token: tokens.token,
    body: { interests: ['Netball', 'Tennis', 'Swimming', 'Rowing'] },
  });

  // A second coach asks for a reset link (the first stays signed in with its password).
  const resetCoach = await signUpCoach();
  const resetSince = Date.now();
  await api('/api/reset-password/forgot-password', {
    method: 'POST',
    body: { email: resetCoach.email },
    expectStatus: 200,
  });
  const resetMail = await newestMail({
    to: resetCoach.email,
    subject: /reset/i,
    since: resetSince,
  });
  const resetLink = new URL(findLink(resetMail, '/reset-password'));

  // Saved jobs and job alerts (issue 26): ./screens-engagement.mjs.
  const engagement = await prepareEngagement({ coach, tokens, applied, other });

  const publicScreens = [
    {
      name: 'landing',
      path: '/landing',
      ready: h1(MESSAGES.searchHeading),
      open: async (page) => {
        const filters = page.getByRole('button', { name: MESSAGES.filters });
        await filters.click();
        const combobox = page.getByRole('combobox', { name: MESSAGES.interests });
        const listbox = page.getByRole('listbox', { name: MESSAGES.interests });
        await combobox.waitFor();
        // The panel as a visitor sees it once opened: after its 400 ms animation.
        const panel = await filters.getAttribute('aria-controls');
        await page.locator(`[id="${panel}"][data-state="open"]`).waitFor();
        // The Filters panel animates open for 400 ms and the tag list loads on demand: a click
        // that lands mid-animation or before the tags arrive does not open the list, so ask
        // again (ArrowDown opens an APG combobox) until it is shown.
        for (let attempt = 0; attempt < 5; attempt += 1) {
          await combobox.click();
          if (!(await listbox.isVisible())) await combobox.press('ArrowDown');
          try {
            // The tag list loads with the panel: capture the options, not 'Loading…'.
            await listbox.getByRole('option').first().waitFor({ timeout: 3000 });
            break;
          } catch (error) {
            if (attempt === 4) throw error;
          }
        }
      },
    },
    {
      name: 'signin',
      path: '/signin',
      ready: h1('Sign in'),
      open: async (page) => {
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.getByText(MESSAGES.required).first().waitFor();
      },
    },
    {
      name: 'signup',
      path: '/signup',
      ready: h1('Sign up'),
      open: async (page) => {
        await page.getByRole('button', { name: 'Sign up', exact: true }).click();
        await page.getByText(MESSAGES.acceptTerms).waitFor();
      },
    },
    {
      name: 'org-signup',
      path: '/org-signup',
      ready: (page) => page.locator('h1').first().waitFor(),
      open: submitEmpty('Register organisation'),
    },
    {
      name: 'forgot-password',
      path: '/forgot-password',
      ready: h1('Forgot password'),
      open: submitEmpty('Send reset link'),
    },
    {
      name: 'reset-password',
      path: `${resetLink.pathname}${resetLink.search}`,
      ready: async (page) => {
        await page.getByLabel('New password', { exact: true }).waitFor();
      },
      open: submitEmpty('Reset password'),
    },
    ...(confirmMail
      ? [
          {
            name: 'confirm-account',
            path: (() => {
              const u = new URL(findLink(confirmMail, '/confirm-account'));
              return `${u.pathname}${u.search}`;
            })(),
            ready: (page) => page.locator('h1').first().waitFor(),
          },
        ]
      : []),
    {
      name: 'jobsearch',
      path: '/jobsearch',
      ready: h1(MESSAGES.searchHeading),
      open: engagement.openAlertDialog(true),
    },
    { name: 'jobdetails', path: `/jobdetails?jobId=${other.id}`, ready: h1(other.name) },
    { name: 'org', path: `/org?orgId=${other.org_id}`, ready: h1(other.organisation) },
    { name: 'error-401', path: '/401', ready: h1(ERROR_SCREENS.unauthorized.title) },
    { name: 'error-403', path: '/403', ready: h1(ERROR_SCREENS.forbidden.title) },
    { name: 'error-500', path: '/500', ready: h1(ERROR_SCREENS.error.title) },
    { name: 'not-found', path: '/no-such-page', ready: h1(ERROR_SCREENS.notFound.title) },
    // Issue 31: the privacy notice.
    { name: 'privacy', path: '/privacy', ready: h1(PRIVACY_TEXTS.title) },
    ...engagement.publicScreens(),
  ];

  const signedInScreens = [
    {
      name: 'landing-signed-in',
      path: '/landing',
      ready: h1(MESSAGES.searchHeading),
      open: async (page) => {
        await page.getByRole('button', { name: /^Account menu for / }).click();
        await page.getByRole('menu').waitFor();
      },
    },
    {
      name: 'jobsearch-signed-in',
      path: '/jobsearch',
      ready: h1(MESSAGES.searchHeading),
      open: engagement.openAlertDialog(false),
    },
    {
      name: 'jobdetails-applied',
      path: `/jobdetails?jobId=${applied.id}`,
      ready: async (page) => {
        await h1(applied.name)(page);
        await page.getByText(/^Applied on /).waitFor();
      },
    },
    {
      name: 'apply',
      path: `/apply/${other.id}`,
      ready: h1(`Apply for ${other.name}`),
      open: submitEmpty('Submit application'),
    },
    { name: 'success', path: `/success?jobId=${applied.id}`, ready: h1(MESSAGES.congrats) },
    {
      name: 'jobsapplied',
      path: '/jobsapplied',
      ready: async (page) => {
        await h1(MESSAGES.jobsApplied)(page);
        await page.getByRole('link', { name: applied.name }).first().waitFor();
      },
      // The withdraw confirmation (an alert dialog).
      open: async (page) => {
        await page
          .getByRole('button', { name: `Withdraw application for ${applied.name}` })
          .first()
          .click();
        await page.getByRole('alertdialog', { name: 'Withdraw application?' }).waitFor();
      },
    },
    {
      name: 'profile',
      path: '/profile',
      ready: h1(MESSAGES.userDetails),
      open: async (page) => {
        await page.getByRole('tab', { name: MESSAGES.interests }).click();
        await page.getByRole('tabpanel', { name: MESSAGES.interests }).waitFor();
      },
    },
    {
      name: 'changepassword',
      path: '/changepassword',
      ready: h1('Change Password'),
      open: submitEmpty('Change password'),
    },
    {
      // Issue 31: e-mail, password, sessions, download and delete; opened: the delete dialog.
      name: 'account',
      path: '/account',
      ready: async (page) => {
        await h1(ACCOUNT_PAGE_TEXTS.title)(page);
        await page.getByText(ACCOUNT_PAGE_TEXTS.thisDevice).waitFor();
      },
      open: async (page) => {
        await page.getByRole('button', { name: ACCOUNT_PAGE_TEXTS.deleteButton }).click();
        await page.getByRole('alertdialog', { name: ACCOUNT_PAGE_TEXTS.deleteTitle }).waitFor();
      },
    },
    ...engagement.signedInScreens(),
  ];

  // An organisation (issue 10) with a role the coach has applied to, and its page filled in.
  const org = await prepareOrganisation(coach, tokens.token);
  const orgScreens = [
    {
      name: 'employer',
      path: '/employer',
      ready: async (page) => {
        await h1('Your roles')(page);
        await page.getByRole('link', { name: org.role.name }).first().waitFor();
      },
    },
    {
      name: 'employer-job-new',
      path: '/employer/jobs/new',
      ready: h1('Post a role'),
      // Every field's message (the form sent empty), and the description's link form.
      open: async (page) => {
        await submitEmpty('Post role')(page);
        await page
          .getByRole('toolbar', { name: 'Description formatting' })
          .getByRole('button', { name: 'Link' })
          .click();
        await page.getByRole('group', { name: 'Add a link' }).waitFor();
      },
    },
    {
      name: 'employer-job-edit',
      path: `/employer/jobs/${org.role.id}`,
      ready: h1(`Edit role: ${org.role.name}`),
      // The description's preview tab.
      open: async (page) => {
        await page.getByRole('tab', { name: 'Preview' }).click();
        await page.getByRole('tabpanel', { name: 'Preview' }).waitFor();
      },
    },
    {
      name: 'employer-applicants',
      path: `/employer/jobs/${org.role.id}/applicants`,
      ready: async (page) => {
        await h1(`Applicants for ${org.role.name}`)(page);
        await page.getByRole('list', { name: `Applicants for ${org.role.name}` }).waitFor();
      },
    },
    {
      name: 'jobdetails-own-role',
      path: `/jobdetails?jobId=${org.role.id}`,
      ready: async (page) => {
        await h1(org.role.name)(page);
        await page.getByRole('region', { name: 'Your role' }).waitFor();
      },
    },
    {
      name: 'employer-profile',
      path: '/employer/profile',
      ready: h1(`Organisation page: ${org.account.orgName}`),
    },
  ];

  return {
    coach,
    storage: { token: tokens.token, refresh_token: tokens.refresh_token, user },
    publicScreens,
    signedInScreens,
    orgStorage: org.storage,
    orgScreens,
  };
}

/**
 * A fresh organisation with its page's details and one open role that `coach` (signed in with
 * `coachToken`) has applied to. Returns { account, role, storage }.
 */
async function prepareOrganisation(coach, coachToken) {
  const org = await signUpOrgApi();
  await api('/api/org/profile', {
    method: 'POST',
    token: org.storage.token,
    body: {
      about: 'A community club on the harbour: junior and senior teams, six days a week.',
      website: 'https://example.com',
      orgType: org.account.orgType,
      city: 'Sydney',
      state: 'NSW',
    },
    expectStatus: 200,
  });
  const role = await postRoleApi(org.storage.token, { name: 'Head Netball Coach' });
  await applyApi(coachToken, coach, role.id);
  return { ...org, role };
}

/** Go to a screen and wait until it has loaded (its heading, no busy region). */
export async function showScreen(page, screen) {
  await page.goto(screen.path);
  await screen.ready(page);
  await waitForSettled(page);
}
