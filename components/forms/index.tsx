/**
 * The site's forms (docs/product.md): PageForm on pages, AiRequestForm in the AI dialog.
 * Formik + Yup (lib/forms); delivery through CREATE-MESSAGE-SLACK by the useMessageDelivery hook
 * (lib/delivery, whose AWS SDK is loaded on the first submit only).
 */
export { AiFormPlaceholder, AiRequestForm } from './AiRequestForm';
export { PageForm } from './PageForm';
