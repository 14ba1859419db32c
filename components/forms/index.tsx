/**
 * The site's forms (docs/product.md, "Forms"): PageForm on pages, AiRequestForm in the AI dialog.
 * Formik + Yup (lib/forms), delivery through CREATE-MESSAGE-SLACK (lib/delivery, loaded on submit only).
 */
export { AiRequestForm } from './AiRequestForm';
export { PageForm } from './PageForm';
