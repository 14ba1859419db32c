/**
 * What a form's privacy notice lists, derived from its definition (lib/forms/definitions.ts) so
 * the notice always names exactly the fields the form shows: the required ones, then the optional
 * ones, by their `Forms.fields` label. The privacy policy's table of items (docs/privacy.md) reads
 * the same lists.
 */
import type { FieldLabelKey, FormDefinition, FormId } from './definitions';

export type PrivacyNoticeItems = {
  required: readonly FieldLabelKey[];
  optional: readonly FieldLabelKey[];
};

export function privacyNoticeItems(definition: FormDefinition): PrivacyNoticeItems {
  const labels = (optional: boolean) =>
    definition.fields.filter((field) => (field.optional === true) === optional).map((f) => f.label);
  return { required: labels(false), optional: labels(true) };
}

/** The purpose a form's notice states: `Forms.privacyNotice.purpose.<key>`. Both idea forms share one. */
export type PurposeKey = Exclude<FormId, 'ideaWithName'>;

export function purposeKey(id: FormId): PurposeKey {
  return id === 'ideaWithName' ? 'idea' : id;
}

/**
 * The `Forms` message naming an item in a notice: the field's visible label, except the idea
 * form's customer type, whose Vietnamese label is a question ("Bạn là") that does not read as a noun.
 */
export function itemMessageKey(
  label: FieldLabelKey,
): `fields.${FieldLabelKey}` | 'privacyNotice.customerType' {
  return label === 'customerType' ? 'privacyNotice.customerType' : `fields.${label}`;
}
