import type { FormikProps } from 'formik';
import type { FormDefinition } from '@/lib/forms/definitions';
import { ChoiceField, FormGrid, TextField } from './Fields';
import { PrivacyNoticeField } from './PrivacyNoticeField';

type Values = Record<string, string | boolean>;

/**
 * The controls of an EnquiryForm, bound to its Formik state. Each control re-renders only when its
 * own props change (memo in Fields.tsx): Formik's handlers keep their identity across renders.
 */
export function EnquiryFields({
  definition,
  formik,
  fieldId,
  shownError,
}: {
  definition: FormDefinition;
  formik: FormikProps<Values>;
  fieldId: (name: string) => string;
  shownError: (name: string) => string | undefined;
}) {
  const { values } = formik;
  return (
    <FormGrid>
      {definition.fields.map((field) => {
        const props = {
          field,
          id: fieldId(field.name),
          value: typeof values[field.name] === 'string' ? (values[field.name] as string) : '',
          error: shownError(field.name),
          onChange: formik.handleChange,
          onBlur: formik.handleBlur,
        };
        if (field.kind === 'choice') return <ChoiceField key={field.name} {...props} />;
        return <TextField key={field.name} {...props} setValue={formik.setFieldValue} />;
      })}
      <PrivacyNoticeField
        id={fieldId('privacyNoticeAccepted')}
        definition={definition}
        checked={values.privacyNoticeAccepted === true}
        error={shownError('privacyNoticeAccepted')}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
    </FormGrid>
  );
}
