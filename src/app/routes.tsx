// Every route of SPEC 2 in one <Switch>, catch-all last: the error screens (/401, /403, /500 and
// not found: error-pages.tsx). Every page is a lazy chunk of its own.
import type { ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { paths } from '../config/paths';
import { lazyPage, setPageRoutes } from '../lib/lazy';
import { ROLE_ADMIN, ROLE_COACH, ROLE_ORG, type Role } from '../shared/constants';
import { ProtectedRoute } from './protected-route';

const LandingPage = lazyPage(() => import('../pages/landing/landing-page'));
const JobSearchPage = lazyPage(() => import('../pages/job-search/job-search-page'));
const JobDetailsPage = lazyPage(() => import('../pages/job-details/job-details-page'));
const OrgPage = lazyPage(() => import('../pages/org/org-page'));
const SignInPage = lazyPage(() => import('../pages/signin/signin-page'));
const SignUpPage = lazyPage(() => import('../pages/signup/signup-page'));
const OrgSignUpPage = lazyPage(() => import('../pages/org-signup/org-signup-page'));
const ForgotPasswordPage = lazyPage(() => import('../pages/forgot-password/forgot-password-page'));
const ResetPasswordPage = lazyPage(() => import('../pages/reset-password/reset-password-page'));
const ConfirmAccountPage = lazyPage(() => import('../pages/confirm-account/confirm-account-page'));
const ApplyPage = lazyPage(() => import('../pages/apply/apply-page'));
const SuccessPage = lazyPage(() => import('../pages/success/success-page'));
const JobsAppliedPage = lazyPage(() => import('../pages/jobs-applied/jobs-applied-page'));
const SavedJobsPage = lazyPage(() => import('../pages/saved-jobs/saved-jobs-page'));
const AlertsPage = lazyPage(() => import('../pages/alerts/alerts-page'));
const AlertsConfirmPage = lazyPage(() => import('../pages/alerts-confirm/alerts-confirm-page'));
const ProfilePage = lazyPage(() => import('../pages/profile/profile-page'));
const ChangePasswordPage = lazyPage(() => import('../pages/change-password/change-password-page'));
const EmployerPage = lazyPage(() => import('../pages/employer/employer-page'));
const EmployerJobEditPage = lazyPage(
  () => import('../pages/employer-job-edit/employer-job-edit-page'),
);
const EmployerApplicantsPage = lazyPage(
  () => import('../pages/employer-applicants/employer-applicants-page'),
);
const EmployerProfilePage = lazyPage(
  () => import('../pages/employer-profile/employer-profile-page'),
);
const AccountPage = lazyPage(() => import('../pages/account/account-page'));
const ConfirmEmailPage = lazyPage(() => import('../pages/confirm-email/confirm-email-page'));
const PrivacyPage = lazyPage(() => import('../pages/privacy/privacy-page'));
const AdminPage = lazyPage(() => import('../pages/admin/admin-page'));
const ErrorPage = lazyPage(() => import('../pages/error/error-pages'));

/**
 * Every route but '/' and the catch-all (the error screens): path, page, and the role a protected
 * page needs.
 */
const SIGNED_IN: readonly Role[] = [ROLE_COACH, ROLE_ORG];

const ROUTES: readonly (readonly [string, ComponentType, (Role | readonly Role[])?])[] = [
  [paths.landing, LandingPage],
  [paths.signin, SignInPage],
  [paths.signup, SignUpPage],
  [paths.orgSignup, OrgSignUpPage],
  [paths.forgotPassword, ForgotPasswordPage],
  [paths.resetPassword, ResetPasswordPage],
  [paths.confirmAccount, ConfirmAccountPage],
  [paths.jobSearch, JobSearchPage],
  [paths.jobDetails, JobDetailsPage],
  [paths.org, OrgPage],
  [paths.savedJobs, SavedJobsPage],
  [paths.alertsConfirm, AlertsConfirmPage],
  [paths.privacy, PrivacyPage],
  [paths.confirmEmail, ConfirmEmailPage],
  [paths.account, AccountPage, SIGNED_IN],
  [paths.apply, ApplyPage, ROLE_COACH],
  [paths.success, SuccessPage, ROLE_COACH],
  [paths.jobsApplied, JobsAppliedPage, ROLE_COACH],
  [paths.profile, ProfilePage, ROLE_COACH],
  [paths.changePassword, ChangePasswordPage, SIGNED_IN],
  [paths.alerts, AlertsPage, ROLE_COACH],
  [paths.employer, EmployerPage, ROLE_ORG],
  // /employer/jobs/new before /employer/jobs/:id, which would match it too (first match wins).
  [paths.employerJobNew, EmployerJobEditPage, ROLE_ORG],
  [paths.employerApplicants, EmployerApplicantsPage, ROLE_ORG],
  [paths.employerJob, EmployerJobEditPage, ROLE_ORG],
  [paths.employerProfile, EmployerProfilePage, ROLE_ORG],
  [paths.admin, AdminPage, ROLE_ADMIN],
];

// For preloadPage() (src/lib/lazy.ts): src/main.tsx before the first render over a prerendered
// page, a job card ahead of its click.
setPageRoutes(ROUTES);

export function AppRoutes() {
  const [location] = useLocation();
  const search = useSearch();

  // '/signin/' and '/signin' are the same screen (SPEC 2's header links carry the slash).
  if (location.length > 1 && location.endsWith('/')) {
    const trimmed = location.replace(/\/+$/, '') || '/';
    return <Redirect to={`${trimmed}${search ? `?${search}` : ''}`} replace />;
  }

  return (
    <Switch>
      <Route path={paths.root}>
        <Redirect to={paths.landing} replace />
      </Route>
      {ROUTES.map(([path, Page, role]) => (
        <Route key={path} path={path}>
          {role ? (
            <ProtectedRoute role={role}>
              <Page />
            </ProtectedRoute>
          ) : (
            <Page />
          )}
        </Route>
      ))}
      <Route component={ErrorPage} />
    </Switch>
  );
}
