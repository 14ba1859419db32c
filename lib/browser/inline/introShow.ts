/**
 * Runs inline right after the home page's video dialog markup: opens the server-rendered dialog as
 * a modal before hydration unless the visitor chose 'not today' or came for a section by its #hash.
 * Opening (rather than hiding) on a condition means a late script makes the dialog appear a frame
 * later instead of flashing up for a visitor who asked not to see it, and a browser without
 * JavaScript never gets a dialog it cannot close. showModal() here, while the rest of the page is
 * not parsed yet, instead of at hydration: making the page behind inert then restyled the whole
 * page inside the hydration task. A close before hydration (Escape, the back gesture) is recorded
 * for the owner; once hydrated, the dialog has left its first-paint state before it closes. Its
 * play button works before hydration as after: it adds the video's controls, hides itself, moves
 * focus to the video and plays it (after hydration VideoDialog's handler does the same).
 */
import {
  FIRST_PAINT_CLOSED_ATTRIBUTE,
  FIRST_PAINT_SHOWN_ATTRIBUTE,
  VIDEO_HIDE_KEY,
  VIDEO_PLAY_ATTRIBUTE,
} from '../domMarkers';

try {
  const hiddenUntil = Number(localStorage.getItem(VIDEO_HIDE_KEY) || 0);
  if (!(location.hash || hiddenUntil > Date.now())) {
    const root = document.documentElement;
    const dialog = document.currentScript!.previousElementSibling as HTMLDialogElement;
    root.setAttribute(FIRST_PAINT_SHOWN_ATTRIBUTE, '');
    dialog.addEventListener('close', () => {
      if (!dialog.hasAttribute('data-first-paint')) return;
      root.removeAttribute(FIRST_PAINT_SHOWN_ATTRIBUTE);
      root.setAttribute(FIRST_PAINT_CLOSED_ATTRIBUTE, '');
    });
    const play = dialog.querySelector<HTMLElement>(`[${VIDEO_PLAY_ATTRIBUTE}]`);
    const video = dialog.querySelector('video');
    if (play && video)
      play.addEventListener('click', () => {
        video.controls = true;
        video.focus();
        play.hidden = true;
        // A refused play (no gesture credited, no source) leaves the controls to the visitor.
        video.play()?.catch(() => undefined);
      });
    dialog.showModal();
  }
} catch {
  // Storage refused or the markup not as expected: the dialog stays closed, the page works.
}
