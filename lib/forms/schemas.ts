/**
 * One Yup schema per form (docs/product.md). Error messages are keys of `Forms.errors`:
 * required, email, phone, max, privacyNotice.
 */
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError, type AnyObject, type ObjectSchema, type Schema } from 'yup';
import { yup } from './rules';
import type { FieldDef, FormDefinition } from './definitions';

export const ERROR = {
  required: 'required',
  email: 'email',
  phone: 'phone',
  max: 'max',
  privacyNoticeAccepted: 'privacyNotice', // the privacy notice's checkbox (message `Forms.errors.privacyNotice`)
} as const;
export type ErrorKey = (typeof ERROR)[keyof typeof ERROR];

function fieldSchema(field: FieldDef) {
  let schema = yup.string().trim().max(field.max, ERROR.max);
  if (field.kind === 'email') schema = schema.email(ERROR.email);
  if (field.kind === 'phone') schema = schema.phone(ERROR.phone);
  if (field.options) {
    // Formik passes an empty field as undefined, which oneOf lets through to required().
    schema = schema.oneOf(
      field.options.map((option) => option.value),
      ERROR.required,
    );
  }
  return field.optional ? schema : schema.required(ERROR.required);
}

export function schemaFor(def: FormDefinition): ObjectSchema<AnyObject> {
  return yup.object({
    ...Object.fromEntries(def.fields.map((field) => [field.name, fieldSchema(field)])),
    privacyNoticeAccepted: yup
      .boolean()
      .oneOf([true], ERROR.privacyNoticeAccepted)
      .required(ERROR.privacyNoticeAccepted),
  });
}

/**
 * The schema's errors for these values, as Formik keeps them, found synchronously (no rule here is
 * async): a submit renders its errors once (docs/performance.md).
 */
export function errorsOf(
  values: Record<string, unknown>,
  schema: ObjectSchema<AnyObject>,
): FormikErrors<Record<string, unknown>> {
  try {
    validateYupSchema(values, schema, true);
    return {};
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors(error);
    throw error;
  }
}

/** The first message of a field's rule for this value (Formik's empty field: undefined), if any. */
function errorOfField(rule: Schema, value: unknown): string | undefined {
  try {
    rule.validateSync(value === '' ? undefined : value, { abortEarly: false });
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0];
    throw error;
  }
}

/**
 * errorsOf for a form's values as they change, each field's rule run again only when its value
 * did (no rule reads another field): a key validates its own field, not the whole form, which was
 * most of a key's time at a phone's CPU (docs/performance.md).
 */
export function fieldByFieldErrors(
  schema: ObjectSchema<AnyObject>,
): (values: Record<string, unknown>) => FormikErrors<Record<string, unknown>> {
  const last = new Map<string, { value: unknown; error: string | undefined }>();
  return (values) => {
    const errors: Record<string, string> = {};
    for (const [name, rule] of Object.entries(schema.fields)) {
      const value = values[name];
      let known = last.get(name);
      if (!known || known.value !== value) {
        known = { value, error: errorOfField(rule as Schema, value) };
        last.set(name, known);
      }
      if (known.error) errors[name] = known.error;
    }
    return errors;
  };
}
