/** Names shared by the inline scripts (lib/browser/inlineScripts.ts) and the components they prepare. */

/**
 * A dialog rendered with Dialog's openOnFirstPaint is displayed before hydration only while this
 * attribute is on <html>. The owner's inline script sets it when the dialog should open, so a
 * visitor it should stay closed for never sees it, and without JavaScript it never covers a page
 * it could not be closed from.
 */
export const FIRST_PAINT_SHOWN_ATTRIBUTE = 'data-first-paint-shown';

/**
 * Set on <html> by the same script when the visitor closed that dialog before hydration (Escape,
 * Android's back gesture): the owner then starts closed instead of opening it again.
 */
export const FIRST_PAINT_CLOSED_ATTRIBUTE = 'data-first-paint-closed';

/**
 * The video dialog's play button over the poster: it adds the native controls and plays. The
 * dialog's inline script listens to it too, so it works before hydration.
 */
export const VIDEO_PLAY_ATTRIBUTE = 'data-video-play';

/** localStorage key: the time (ms) until which the video dialog stays closed ('not today'). */
export const VIDEO_HIDE_KEY = 'chaedle.videoDialog.hideUntil';

/** Marks the site's forms (EnquiryForm): they are only ever submitted by their engine. */
export const ENQUIRY_FORM_ATTRIBUTE = 'data-enquiry-form';
