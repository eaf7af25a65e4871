// /profile (SPEC 2, ROLE_COACH): 'User Details' with the profile completion, the optional picture
// and two tabs, Profile (SPEC 5's profile form) and Interests (a TagSelect over the tag list).
// Completion (src/lib/profile-completion.ts) is computed from the saved profile and interests,
// stored in the auth state (profileCompletion key) and shown here with what is missing; saving
// the profile also updates the user (the avatar's initials). Below the tabs, the coach's
// credentials (issue 30: ./credentials/credentials-section.tsx, id `credentials`).
import { useEffect, useState } from 'react';
import { getStates } from '../../api/form-lookups';
import { getInterests, getTagList, getUserProfile } from '../../api/user';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { ProgressBar } from '../../components/ui/progress-bar/progress-bar';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs/tabs';
import { profileCompletion } from '../../lib/profile-completion';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import { MESSAGES } from '../../shared/messages';
import type { NamedItem, Profile } from '../../shared/schemas';
import { PROFILE } from '../../shared/texts/account';
import { PROFILE_TEXTS as T } from '../../shared/texts/coach';
import { LOADING, TRY_AGAIN } from '../../shared/texts/shell';
import { authState } from '../../state/auth';
import { setProfileCompletion, updateUser } from '../../state/auth-actions';
import { useSnapshot } from '../../state/use-snapshot';
import { CredentialsSection } from './credentials/credentials-section';
import { InterestsForm } from './interests-form';
import { ProfileForm } from './profile-form';
import styles from './profile-page.module.css';
import { ProfilePicture } from './profile-picture';

const loadProfile = (signal: AbortSignal) =>
  Promise.all([
    getUserProfile({ signal, mainLoad: true }),
    getInterests({ signal }),
    getTagList({ signal }),
    getStates({ signal }).catch((e: unknown) => {
      if (signal.aborted) throw e;
      return [] as NamedItem[];
    }),
  ]).then(([profile, interests, tags, states]) => ({ profile, interests, tags, states }));

function Completion({ profile, interests }: { profile: Profile; interests: string[] }) {
  const { percent, missing } = profileCompletion(profile, interests);
  return (
    <section className={styles.completion} aria-labelledby="completion-title">
      <div className={styles.completionHead}>
        <h2 id="completion-title" className={styles.sectionTitle}>
          {T.completion}
        </h2>
        <span className={styles.percent}>{T.percentComplete(percent)}</span>
      </div>
      <ProgressBar value={percent} label={T.completion} />
      <p className={styles.note}>{missing.length ? T.stillMissing(missing) : T.complete}</p>
    </section>
  );
}

export default function ProfilePage() {
  usePageTitle(MESSAGES.userDetails);
  const auth = useSnapshot(authState);
  const state = useLoad(loadProfile, []);
  const [tab, setTab] = useState('profile');

  // Keep the stored completion in step with what the page shows.
  const loaded = state.status === 'success' ? state.data : null;
  useEffect(() => {
    if (loaded) setProfileCompletion(profileCompletion(loaded.profile, loaded.interests).percent);
  }, [loaded]);

  const name = auth.user ? `${auth.user.firstName} ${auth.user.lastName}`.trim() : '';

  return (
    <div className={styles.page}>
      <h1>{MESSAGES.userDetails}</h1>
      {state.status === 'error' && (
        <Alert severity="error">
          <p>{MESSAGES.errorProcessingRequest}</p>
          <Button variant="secondary" onClick={state.retry}>
            {TRY_AGAIN}
          </Button>
        </Alert>
      )}
      {state.status === 'loading' && (
        <div aria-busy="true" className={styles.loading}>
          <span className="visually-hidden" role="status">
            {LOADING}
          </span>
          <Skeleton height="5rem" />
          <Skeleton lines={6} height="2.75rem" />
        </div>
      )}
      {loaded && (
        <>
          <div className={styles.top}>
            <Completion profile={loaded.profile} interests={loaded.interests} />
            <ProfilePicture name={name || loaded.profile.firstName} />
          </div>
          <Tabs value={tab} onValueChange={setTab} className={styles.tabs}>
            <TabList aria-label={MESSAGES.userDetails}>
              <Tab value="profile">{PROFILE}</Tab>
              <Tab value="interests">{MESSAGES.interests}</Tab>
            </TabList>
            <TabPanel value="profile">
              <ProfileForm
                profile={loaded.profile}
                states={loaded.states}
                onSaved={(profile) => {
                  state.update((data) => ({ ...data, profile }));
                  const user = authState.user;
                  if (user) {
                    updateUser({
                      ...user,
                      firstName: profile.firstName,
                      lastName: profile.lastName,
                      mobile: profile.mobile,
                    });
                  }
                }}
              />
            </TabPanel>
            <TabPanel value="interests">
              <InterestsForm
                tags={loaded.tags}
                interests={loaded.interests}
                onSaved={(interests) => state.update((data) => ({ ...data, interests }))}
              />
            </TabPanel>
          </Tabs>
        </>
      )}
      <CredentialsSection />
    </div>
  );
}
