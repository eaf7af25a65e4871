// A download of an applicant's file (issue 10: resume and cover letter; issue 30: a shared
// credential's document): fetched with the organisation's bearer token (api/files.ts
// downloadFile, GET /api/file/{id}) and saved under the server's name; a failure in a snackbar.
import { useState } from 'react';
import { downloadFile } from '../../api/files';
import { failureDetail } from '../../components/auth-panel/start-session';
import { Button } from '../../components/ui/button/button';
import { saveBlob } from '../../lib/download-file';
import { EMPLOYER_TEXTS as T } from '../../shared/texts/employer';
import { showSnackbar } from '../../state/snackbar';

export function DownloadButton({
  fileId,
  name,
  text,
  label,
}: {
  fileId: number;
  name: string;
  text: string;
  label: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await downloadFile(fileId);
      saveBlob(file.blob, file.fileName ?? name);
    } catch (error) {
      showSnackbar(failureDetail(error, T.downloadFailed), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={() => void download()} aria-label={label}>
      {text}
    </Button>
  );
}
