/**
 * Reusable Yup rules, registered once: `string().phone()` and `array().phones()`.
 * Error messages are message keys of the `Forms.errors` namespace; the form translates them.
 */
import * as yup from 'yup';
import { isValidPhone } from './phone';

/* eslint-disable @typescript-eslint/no-unused-vars -- declaration merging must repeat yup's type parameters */
declare module 'yup' {
  interface StringSchema<TType, TContext, TDefault, TFlags> {
    /** The phone rule (docs/product.md, "Forms"); an empty value passes (use with required()). */
    phone(message?: string): this;
  }
  interface ArraySchema<TIn, TContext, TDefault, TFlags> {
    /** Every item must pass the phone rule; an empty or missing list passes (combine with min/required). */
    phones(message?: string): this;
  }
}
/* eslint-enable @typescript-eslint/no-unused-vars */

export const PHONE_ERROR = 'phone';

yup.addMethod(yup.string, 'phone', function phone(message: string = PHONE_ERROR) {
  return this.test('phone', message, (value) => value == null || value.trim() === '' || isValidPhone(value));
});

yup.addMethod(yup.array, 'phones', function phones(message: string = PHONE_ERROR) {
  return this.test('phones', message, (value) => value == null || value.length === 0 || isValidPhone(value as string[]));
});

export { yup };
