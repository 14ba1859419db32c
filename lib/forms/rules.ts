/**
 * Reusable Yup rules, registered once: `string().phone()`.
 * Error messages are message keys of the `Forms.errors` namespace; the form translates them.
 */
import * as yup from 'yup';
import { isValidPhone } from './phone';

/* eslint-disable @typescript-eslint/no-unused-vars -- declaration merging must repeat yup's type parameters */
declare module 'yup' {
  interface StringSchema<TType, TContext, TDefault, TFlags> {
    /** The phone rule (docs/product.md); an empty value passes (use with required()). */
    phone(message?: string): this;
  }
}
/* eslint-enable @typescript-eslint/no-unused-vars */

export const PHONE_ERROR = 'phone';

yup.addMethod(yup.string, 'phone', function phone(message: string = PHONE_ERROR) {
  return this.test(
    'phone',
    message,
    (value) => value == null || value.trim() === '' || isValidPhone(value),
  );
});

export { yup };
