/** Marks the site's forms (EnquiryForm): they are only ever submitted by their engine. */
export const ENQUIRY_FORM_ATTRIBUTE = 'data-enquiry-form';

/**
 * Inline, at the top of <body>: until a form's engine runs, pressing its submit button would be the
 * browser's own submission, a GET that puts the visitor's details in the URL (history, logs). The
 * engine's handler always cancels it too, so cancelling every submission of these forms changes
 * nothing once it runs. (LazyEnquiryForm also replays a submit it held once the engine runs.)
 */
export const nativeSubmitGuardScript = `document.addEventListener('submit',function(e){var f=e.target;if(f&&f.hasAttribute&&f.hasAttribute('${ENQUIRY_FORM_ATTRIBUTE}'))e.preventDefault()},true)`;
