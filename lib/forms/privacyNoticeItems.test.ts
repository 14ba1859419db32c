import { formDefinitions, type FormId } from './definitions';
import { consentItems, itemMessageKey, purposeKey } from './consentItems';

const ids = Object.keys(formDefinitions) as FormId[];

describe('consentItems', () => {
  it.each(ids)('%s: names every field of the form once, required before optional', (id) => {
    const { required, optional } = consentItems(formDefinitions[id]);
    const labels = formDefinitions[id].fields.map((field) => field.label);
    expect([...required, ...optional].sort()).toEqual([...labels].sort());
    expect(new Set([...required, ...optional]).size).toBe(labels.length);
  });

  it('marks the AI form’s phone optional and nothing else anywhere', () => {
    expect(consentItems(formDefinitions.ai)).toEqual({
      required: ['name', 'company', 'email'],
      optional: ['phone'],
    });
    for (const id of ids.filter((id) => id !== 'ai'))
      expect(consentItems(formDefinitions[id]).optional).toEqual([]);
  });

  it('lists the fields some forms add and no enquiry text where a form has none', () => {
    expect(consentItems(formDefinitions.resident).required).toEqual(
      expect.arrayContaining(['building', 'unit']),
    );
    expect(consentItems(formDefinitions.admin).required).toEqual(
      expect.arrayContaining(['position', 'site']),
    );
    expect(consentItems(formDefinitions.proposal).required).toContain('department');
    expect(consentItems(formDefinitions.idea).required).toContain('customerType');
    expect(consentItems(formDefinitions.idea).required).not.toContain('username');
    expect(consentItems(formDefinitions.ideaWithName).required).toContain('username');
    for (const id of ['ai', 'manual', 'manualLab'] as const)
      expect(consentItems(formDefinitions[id]).required).not.toContain('content');
  });

  it('gives both idea forms one purpose and every other form its own', () => {
    expect(purposeKey('ideaWithName')).toBe('idea');
    expect(ids.filter((id) => id !== 'ideaWithName').every((id) => purposeKey(id) === id)).toBe(
      true,
    );
  });
});

describe('itemMessageKey', () => {
  it('names an item by its visible label, the customer type by a noun', () => {
    expect(itemMessageKey('department')).toBe('fields.department');
    expect(itemMessageKey('customerType')).toBe('consent.customerType');
  });
});
