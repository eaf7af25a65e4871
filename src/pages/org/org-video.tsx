// The organisation page's video as a facade (issue 28, "a cheap phone"): a still image from our
// origin (public/video-poster.png, scripts/make-video-poster.mjs) with a play button, so that /org
// asks the video host for nothing until the visitor presses play. The press swaps in the
// privacy-enhanced player with autoplay, in the same 16:9 box (no layout shift), and moves focus
// to it, since the button the focus was on is gone.
import { useEffect, useRef, useState } from 'react';
import { PlayIcon } from '../../components/ui/icons/icons';
import { VIDEO_HOST, VIDEO_ID } from '../../shared/constants';
import { VIDEO_TEXTS } from '../../shared/texts/video';
import styles from './org-video.module.css';

export const VIDEO_POSTER = '/video-poster.png';

export function OrgVideo({ title, className }: { title: string; className?: string }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  return (
    <div className={className}>
      {playing ? (
        <iframe
          ref={frame}
          src={`${VIDEO_HOST}/embed/${VIDEO_ID}?autoplay=1`}
          title={VIDEO_TEXTS.frameTitle(title)}
          width={560}
          height={315}
          referrerPolicy="strict-origin-when-cross-origin"
          // autoplay: the press's user activation carries into the frame, so it starts at once.
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className={styles.facade}
          aria-label={VIDEO_TEXTS.playFor(title)}
          onClick={() => setPlaying(true)}
        >
          <img
            className={styles.poster}
            src={VIDEO_POSTER}
            alt=""
            width={960}
            height={540}
            decoding="async"
          />
          <span className={styles.play} aria-hidden="true">
            <PlayIcon size={20} />
            {VIDEO_TEXTS.play}
          </span>
        </button>
      )}
    </div>
  );
}
