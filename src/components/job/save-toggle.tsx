// The save toggle of a role (issue 26): APG "button" as a toggle (aria-pressed), named
// 'Save job' / 'Saved', a bookmark that fills when saved. Icon-only on a job card (the name
// visually hidden, `describedBy` naming the role), with its name shown on the job details page. A visitor's save stays in this browser (src/state/saved-jobs.ts); a coach's is
// sent, and a coach's ids are read, by src/state/saved-jobs-sync.ts, which loads on a coach's
// first toggle on screen. Organisation accounts see no toggle.
import { useEffect } from 'react';
import { ROLE_COACH, ROLE_ORG } from '../../shared/constants';
import { SAVE_TEXTS } from '../../shared/texts/save';
import { authState } from '../../state/auth';
import { savedJobsState } from '../../state/saved-jobs';
import { isSaved, setSaved } from '../../state/saved-jobs-actions';
import { useSnapshot } from '../../state/use-snapshot';
import { Svg } from '../ui/icons/svg';
import styles from './save-toggle.module.css';

const loadSync = () => import('../../state/saved-jobs-sync');
const noop = () => undefined;

export type SaveToggleProps = {
  jobId: number;
  /** Show the name beside the icon. */
  labelled?: boolean;
  /** The id of the element naming the role (a card's title). */
  describedBy?: string;
  /** Where the page places it. */
  className: string;
};

export function SaveToggle({ jobId, labelled, describedBy, className }: SaveToggleProps) {
  const auth = useSnapshot(authState);
  const list = useSnapshot(savedJobsState);
  const user = auth.isAuthenticated ? auth.user : null;
  const coach = user?.role === ROLE_COACH ? user.id : null;

  useEffect(() => {
    if (coach !== null) loadSync().then((m) => m.syncSavedJobs(), noop);
  }, [coach]);

  if (user?.role === ROLE_ORG) return null;
  const pressed = isSaved(list, coach, jobId);
  const name = pressed ? SAVE_TEXTS.saved : SAVE_TEXTS.saveJob;
  return (
    <button
      type="button"
      className={`${styles.toggle} ${className}`}
      aria-pressed={pressed}
      aria-describedby={describedBy}
      onClick={() => {
        // A coach's list that is not yet the account's changes once the sync has brought it.
        if (coach === null || list.owner === coach) setSaved(coach, jobId, !pressed);
        // A part that cannot load (offline) sends nothing: the toggle goes back.
        if (coach !== null) {
          loadSync().then(
            (m) => m.sendSaved(coach, jobId, !pressed),
            () => setSaved(coach, jobId, pressed),
          );
        }
      }}
    >
      <Svg size={18}>
        <path d="M6 3h12v18l-6-4.5L6 21z" />
      </Svg>
      <span className={labelled ? undefined : 'visually-hidden'}>{name}</span>
    </button>
  );
}

/** For React.lazy: the job cards load the toggle after the page. */
export default SaveToggle;
