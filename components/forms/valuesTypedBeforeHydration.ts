import type { FormDefinition } from '@/lib/forms/definitions';

/** What the visitor put into the form's controls before React took them over. */
export function valuesTypedBeforeHydration(
  form: HTMLFormElement,
  definition: FormDefinition,
): Record<string, string | boolean> {
  const typed: Record<string, string | boolean> = {};
  for (const field of definition.fields) {
    const control = form.elements.namedItem(field.name);
    const value = control && 'value' in control ? String(control.value) : '';
    if (value !== '') typed[field.name] = value;
  }
  const agreed = form.elements.namedItem('privacyNoticeAccepted');
  if (agreed instanceof HTMLInputElement && agreed.checked) typed.privacyNoticeAccepted = true;
  return typed;
}
