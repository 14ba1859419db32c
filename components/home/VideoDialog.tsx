'use client';

import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { SampleBadge } from '@/components/ui/SampleBadge';
import {
  FIRST_PAINT_CLOSED_ATTRIBUTE,
  VIDEO_PLAY_ATTRIBUTE,
  VIDEO_HIDE_KEY,
} from '@/lib/browser/domMarkers';
import styles from './HomePage.module.css';

function nextLocalMidnight(now = new Date()) {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime();
}

const subscribeToNothing = () => () => {};

function hiddenToday() {
  try {
    return Number(window.localStorage.getItem(VIDEO_HIDE_KEY) ?? 0) > Date.now();
  } catch {
    return false;
  }
}

type Props = {
  labels: {
    open: string;
    title: string;
    play: string;
    notToday: string;
    close: string;
    caption: string;
  };
  video: {
    /** In the order the browser should try them (lib/content/company.ts, productVideo). */
    sources: readonly { url: string; type: string }[];
    poster: string;
    captions: string;
    captionsLang: string;
    width: number;
    height: number;
  };
  /** Set while the video is a placeholder (lib/content/copyRegister.json): its "sample" mark. */
  sample?: { label: string; note: string };
};

/**
 * The product video dialog of the home page: open on a visit (unless the visitor chose 'not
 * today', remembered until local midnight, or arrived for a section by its #hash), and the hero's
 * button opens it at any time. It is in the server's HTML and introShowScript opens it as a modal
 * while the page is parsed (except for the visitors who should not see it), so it is painted with
 * the page instead of covering it seconds later on a slow phone; closed before hydration, it stays
 * closed.
 */
export function VideoDialog({ labels, video, sample }: Props) {
  // 'auto' until the visitor opens or closes it: open, unless the arrival says otherwise (the
  // server cannot know, so it renders the dialog open).
  const [choice, setChoice] = useState<'auto' | 'open' | 'closed'>('auto');
  const hiddenOnArrival = useSyncExternalStore(
    subscribeToNothing,
    () =>
      Boolean(window.location.hash) ||
      hiddenToday() ||
      document.documentElement.hasAttribute(FIRST_PAINT_CLOSED_ATTRIBUTE),
    () => false,
  );
  const open = choice === 'open' || (choice === 'auto' && !hiddenOnArrival);
  const [notToday, setNotToday] = useState(false);
  // The native controls come with the first play: before it, a play button over the poster
  // (docs/performance.md).
  const [playing, setPlaying] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  const play = () => {
    const video = videoRef.current;
    if (!video) return;
    // Set now, not only through `playing`: the video takes focus before React has rendered.
    video.controls = true;
    video.focus();
    setPlaying(true);
    video.play().catch(() => {
      /* refused or interrupted: the controls are there to try again */
    });
  };

  const close = useCallback(() => {
    setChoice('closed');
    setPlaying(false);
    if (notToday) {
      try {
        window.localStorage.setItem(VIDEO_HIDE_KEY, String(nextLocalMidnight()));
      } catch {
        /* storage unavailable: the choice lasts for this page only */
      }
    }
  }, [notToday]);

  return (
    <>
      <button
        type="button"
        className={styles.videoButton}
        aria-haspopup="dialog"
        onClick={() => setChoice('open')}
      >
        {labels.open}
      </button>
      <Dialog
        open={open}
        onClose={close}
        title={labels.title}
        closeLabel={labels.close}
        maxWidth={860}
        openOnFirstPaint
        prepareWhenIdle
      >
        {/* The poster is also an <img> under the <video>: an <img> is painted in the page's first
            frame (a first visit's largest paint), a video's poster only a frame or more later; the
            video covers it with the same picture and loads nothing until it is played. */}
        <div className={styles.videoFrame}>
          {sample && <SampleBadge label={sample.label} note={sample.note} overlay />}
          {/* eslint-disable-next-line @next/next/no-img-element -- a 12 kB JPEG already sized for the
              dialog; the image optimizer would only add a server hop before the page's largest paint */}
          <img
            className={styles.videoPoster}
            src={video.poster}
            alt=""
            width={video.width}
            height={video.height}
            fetchPriority="high"
          />
          <video
            ref={videoRef}
            className={styles.video}
            controls={playing}
            playsInline
            preload="none"
            poster={video.poster}
            width={video.width}
            height={video.height}
          >
            {video.sources.map((source) => (
              <source key={source.url} src={source.url} type={source.type} />
            ))}
            <track
              kind="captions"
              src={video.captions}
              srcLang={video.captionsLang}
              label={labels.caption}
              default
            />
          </video>
          {!playing && (
            // introShowScript makes it work before hydration too (a slow phone).
            <button
              type="button"
              className={styles.videoPlay}
              aria-label={labels.play}
              onClick={play}
              {...{ [VIDEO_PLAY_ATTRIBUTE]: '' }}
            />
          )}
        </div>
        <div className={styles.videoFooter}>
          <label className={styles.notToday}>
            <input
              type="checkbox"
              checked={notToday}
              onChange={(event) => setNotToday(event.target.checked)}
            />
            {labels.notToday}
          </label>
          <button type="button" className={styles.videoClose} onClick={close}>
            {labels.close}
          </button>
        </div>
      </Dialog>
    </>
  );
}
