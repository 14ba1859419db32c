/**
 * Inline, at the top of <body>: until a form's engine runs, pressing its submit button would be the
 * browser's own submission, a GET that puts the visitor's details in the URL (history, logs). The
 * engine's handler always cancels it too, so cancelling every submission of these forms changes
 * nothing once it runs. (LazyEnquiryForm also replays a submit it held once the engine runs.)
 */
import { ENQUIRY_FORM_ATTRIBUTE } from '../domMarkers';

document.addEventListener(
  'submit',
  (event) => {
    const form = event.target as Element | null;
    if (form?.hasAttribute?.(ENQUIRY_FORM_ATTRIBUTE)) event.preventDefault();
  },
  true,
);
