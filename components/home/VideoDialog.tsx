'use client';

import { useCallback, useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import styles from './HomePage.module.css';

/** localStorage key: the time (ms) until which the video dialog stays closed ('not today'). */
export const VIDEO_HIDE_KEY = 'chaedle.videoDialog.hideUntil';

function nextLocalMidnight(now = new Date()) {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime();
}

function hiddenToday() {
  try {
    return Number(window.localStorage.getItem(VIDEO_HIDE_KEY) ?? 0) > Date.now();
  } catch {
    return false;
  }
}

type Props = {
  labels: { open: string; title: string; notToday: string; close: string; caption: string };
  video: {
    url: string;
    poster: string;
    captions: string;
    captionsLang: string;
    width: number;
    height: number;
  };
};

/**
 * The product video dialog of the home page: it opens by itself on a visit (unless the visitor
 * chose 'not today', remembered until local midnight, or arrived for a section by its #hash), and
 * the hero's button opens it at any time.
 */
export function VideoDialog({ labels, video }: Props) {
  const [open, setOpen] = useState(false);
  const [notToday, setNotToday] = useState(false);

  useEffect(() => {
    // Opened a moment after the page settles, so the page is seen first.
    const timer = window.setTimeout(() => {
      if (!window.location.hash && !hiddenToday()) setOpen(true);
    }, 600);
    return () => window.clearTimeout(timer);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
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
        onClick={() => setOpen(true)}
      >
        <span className={styles.play} aria-hidden="true">
          <svg width="14" height="14" viewBox="0 0 24 24">
            <path d="M7 4.5v15l13-7.5L7 4.5Z" fill="currentColor" />
          </svg>
        </span>
        {labels.open}
      </button>
      <Dialog
        open={open}
        onClose={close}
        title={labels.title}
        closeLabel={labels.close}
        maxWidth={860}
      >
        <video
          className={styles.video}
          controls
          playsInline
          preload="metadata"
          poster={video.poster}
          width={video.width}
          height={video.height}
        >
          <source src={video.url} type="video/webm" />
          <track
            kind="captions"
            src={video.captions}
            srcLang={video.captionsLang}
            label={labels.caption}
            default
          />
        </video>
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
