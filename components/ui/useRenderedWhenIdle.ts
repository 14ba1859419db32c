'use client';

import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/browser/idle';

/**
 * Whether a dialog's content is rendered: while it is open, and while it is closed once the page
 * has been idle (`prepare`: always, or when it returns true then), so that the tap that opens it only shows it:
 * rendering the video dialog's content there was half its tap at a phone's CPU
 * (docs/performance.md). Inside a closed <dialog> the content is not displayed: no
 * style, layout or paint until it opens. At a close the content is let go, as before (a form in it
 * starts empty next time), and prepared again at the next idle period.
 */
export function useRenderedWhenIdle(open: boolean, prepare?: true | (() => boolean)): boolean {
  const [prepared, setPrepared] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setPrepared(false);
  }
  const wanted = prepare !== undefined;
  useEffect(() => {
    if (!wanted || open || prepared) return;
    return whenIdle(() => {
      if (typeof prepare === 'function' && !prepare()) return;
      // Interruptible: a tap meanwhile is answered first.
      startTransition(() => setPrepared(true));
    });
    // `prepare` is read when idle; a new function each render must not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, open, prepared]);
  return open || prepared;
}
