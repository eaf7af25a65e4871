// A visitor's link to /savedjobs (issue 26), once they have saved a role in this browser (a
// coach's is in the account menu). Loaded after the page, with the saved-jobs list: a first
// visit has saved nothing yet.
import { paths } from '../../../config/paths';
import { SAVE_TEXTS } from '../../../shared/texts/save';
import { savedJobsState } from '../../../state/saved-jobs';
import { useSnapshot } from '../../../state/use-snapshot';
import { LinkButton } from '../../ui/button/button';

export default function SavedJobsLink({ onClick }: { onClick?: () => void }) {
  const saved = useSnapshot(savedJobsState);
  if (saved.owner !== null || saved.jobs.length === 0) return null;
  return (
    <LinkButton href={paths.savedJobs} variant="text" onClick={onClick}>
      {SAVE_TEXTS.savedJobs}
    </LinkButton>
  );
}
