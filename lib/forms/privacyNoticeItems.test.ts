import { formDefinitions, type FormId } from './definitions';
import { privacyNoticeItems, itemMessageKey, purposeKey } from './privacyNoticeItems';

const ids = Object.keys(formDefinitions) as FormId[];

describe('privacyNoticeItems', () => {
  it.each(ids)('%s: names every field of the form once, required before optional', (id) => {
    const { required, optional } = privacyNoticeItems(formDefinitions[id]);
    const labels = formDefinitions[id].fields.map((field) => field.label);
    expect([...required, ...optional].sort()).toEqual([...labels].sort());
    expect(new Set([...required, ...optional]).size).toBe(labels.length);
  });

  it('marks the AI form’s phone optional and nothing else anywhere', () => {
    expect(privacyNoticeItems(formDefinitions.ai)).toEqual({
      required: ['name', 'company', 'email'],
      optional: ['phone'],
    });
    for (const id of ids.filter((id) => id !== 'ai'))
      expect(privacyNoticeItems(formDefinitions[id]).optional).toEqual([]);
  });

  it('lists the fields some forms add and no enquiry text where a form has none', () => {
    expect(privacyNoticeItems(formDefinitions.resident).required).toEqual(
      expect.arrayContaining(['building', 'unit']),
    );
    expect(privacyNoticeItems(formDefinitions.admin).required).toEqual(
      expect.arrayContaining(['position', 'site']),
    );
    expect(privacyNoticeItems(formDefinitions.proposal).required).toContain('department');
    expect(privacyNoticeItems(formDefinitions.idea).required).toContain('customerType');
    expect(privacyNoticeItems(formDefinitions.idea).required).not.toContain('username');
    expect(privacyNoticeItems(formDefinitions.ideaWithName).required).toContain('username');
    for (const id of ['ai', 'manual', 'manualLab'] as const)
      expect(privacyNoticeItems(formDefinitions[id]).required).not.toContain('content');
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
    expect(itemMessageKey('customerType')).toBe('privacyNotice.customerType');
  });
});
