import { FIRST_PAINT_SHOWN_ATTRIBUTE } from '@/lib/domMarkers';

/** localStorage key: the time (ms) until which the video dialog stays closed ('not today'). */
export const VIDEO_HIDE_KEY = 'chaedle.videoDialog.hideUntil';

/**
 * Runs inline right after the dialog's markup: lets the server-rendered dialog show before
 * hydration unless the visitor chose 'not today' or came for a section by its #hash. Showing
 * (rather than hiding) on a condition means a late script makes the dialog appear a frame later
 * instead of flashing up for a visitor who asked not to see it, and a browser without JavaScript
 * never gets a dialog it cannot close.
 */
export const introShowScript = `try{if(!(location.hash||Number(localStorage.getItem(${JSON.stringify(
  VIDEO_HIDE_KEY,
)})||0)>Date.now()))document.documentElement.setAttribute(${JSON.stringify(
  FIRST_PAINT_SHOWN_ATTRIBUTE,
)},'')}catch(e){}`;
