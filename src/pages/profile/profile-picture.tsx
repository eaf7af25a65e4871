// The optional profile picture (issue 6): a PNG or JPEG up to 1 MB, uploaded to
// /api/file/upload/picture with the same checks as other files. The avatar shows a downscaled
// copy kept as a data URL in the profilePicture storage key (an object URL would not survive a
// reload; the CSP allows data: images), so no request is needed to show it on every page.

import { uploadPicture } from '../../api/files';
import { Avatar } from '../../components/ui/avatar/avatar';
import { Button } from '../../components/ui/button/button';
import { checkPicture } from '../../components/upload/file-checks';
import { FileUpload } from '../../components/upload/file-upload';
import { PICTURE_ACCEPT } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { PROFILE_TEXTS as T } from '../../shared/texts/coach';
import { authState } from '../../state/auth';
import { setProfilePicture } from '../../state/auth-actions';
import { useSnapshot } from '../../state/use-snapshot';
import styles from './profile-page.module.css';

const AVATAR_PIXELS = 160;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(T.pictureUnreadable));
    reader.readAsDataURL(file);
  });
}

/** A square, centre-cropped copy at most AVATAR_PIXELS wide, as a data URL. */
export async function avatarDataUrl(file: File): Promise<string> {
  try {
    const bitmap = await createImageBitmap(file);
    const side = Math.min(bitmap.width, bitmap.height);
    const size = Math.min(AVATAR_PIXELS, side);
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d');
    if (!ctx || !side) throw new Error('no canvas');
    ctx.drawImage(
      bitmap,
      (bitmap.width - side) / 2,
      (bitmap.height - side) / 2,
      side,
      side,
      0,
      0,
      size,
      size,
    );
    bitmap.close?.();
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    const url = canvas.toDataURL(type, 0.85);
    if (!url.startsWith('data:image/')) throw new Error('no encoder');
    return url;
  } catch {
    // No canvas (or a decoder that refused): keep the original, at most 1 MB by then.
    return readAsDataUrl(file);
  }
}

export function ProfilePicture({ name }: { name: string }) {
  const auth = useSnapshot(authState);
  return (
    <section className={styles.picture} aria-labelledby="picture-title">
      <Avatar name={name} src={auth.profilePicture} size={88} />
      <div className={styles.pictureBody}>
        <h2 id="picture-title" className={styles.sectionTitle}>
          {T.picture}
        </h2>
        <FileUpload
          label={T.pictureLabel}
          name="picture"
          accept={PICTURE_ACCEPT}
          hint={MESSAGES.pictureHint}
          check={checkPicture}
          upload={async (file, options) => {
            const r = await uploadPicture(file, options);
            setProfilePicture(await avatarDataUrl(file));
            return { id: r.pictureId, fileName: r.fileName };
          }}
          successText={MESSAGES.pictureUploaded}
          failureText={MESSAGES.pictureUploadFailed}
          onUploadedChange={() => undefined}
        />
        {auth.profilePicture && (
          <Button variant="text" onClick={() => setProfilePicture(null)}>
            {T.showInitials}
          </Button>
        )}
      </div>
    </section>
  );
}
