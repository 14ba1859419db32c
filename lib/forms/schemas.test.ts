import { formDefinitions, type FormId } from './definitions';
import { yup } from './rules';
import { errorsOf as formikErrorsOf, fieldByFieldErrors, schemaFor } from './schemas';

const valid: Record<string, string> = {
  name: '홍길동',
  company: '채들',
  apartment: '채들 아파트',
  building: '101',
  unit: '1203',
  position: '소장',
  site: '채들 2단지',
  department: '영업팀 과장',
  phone: '010-1234-5678',
  email: 'hong@example.com',
  content: '문의합니다.',
  customerType: 'resident',
};

function validValues(id: FormId) {
  return {
    ...Object.fromEntries(
      formDefinitions[id].fields.map((field) => [field.name, valid[field.name]]),
    ),
    privacyNoticeAccepted: true,
  };
}

async function errorsOf(id: FormId, values: Record<string, unknown>) {
  try {
    await schemaFor(formDefinitions[id]).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
}

const ids = Object.keys(formDefinitions) as FormId[];

describe.each(ids)('%s schema', (id) => {
  const def = formDefinitions[id];

  test('valid values pass', async () => {
    expect(await errorsOf(id, validValues(id))).toEqual({});
  });

  test('empty values: every required field and the privacy agreement fail', async () => {
    const empty = {
      ...Object.fromEntries(def.fields.map((f) => [f.name, ''])),
      privacyNoticeAccepted: false,
    };
    const expected = Object.fromEntries([
      ...def.fields.filter((f) => !f.optional).map((f) => [f.name, 'required']),
      ['privacyNoticeAccepted', 'privacyNotice'],
    ]);
    expect(await errorsOf(id, empty)).toEqual(expected);
  });

  test('whitespace only counts as empty', async () => {
    const errors = await errorsOf(id, { ...validValues(id), email: '   ' });
    expect(errors.email).toBe('required');
  });

  test('invalid phone and email are rejected', async () => {
    const errors = await errorsOf(id, {
      ...validValues(id),
      phone: '02-123-4567',
      email: 'not-an-email',
    });
    expect(errors).toEqual({ phone: 'phone', email: 'email' });
  });

  test('every field has a length limit', async () => {
    for (const field of def.fields.filter((f) => f.kind !== 'choice')) {
      const errors = await errorsOf(id, {
        ...validValues(id),
        [field.name]: 'a'.repeat(field.max + 1),
      });
      expect(errors[field.name]).toEqual(
        field.kind === 'phone' ? 'phone' : field.kind === 'email' ? expect.any(String) : 'max',
      );
    }
  });
});

test('field lists match docs/product.md (forms)', () => {
  const names = (id: FormId) => formDefinitions[id].fields.map((f) => f.name);
  expect(names('ai')).toEqual(['name', 'company', 'phone', 'email']);
  expect(names('manual')).toEqual(['name', 'company', 'phone', 'email']);
  expect(names('manualLab')).toEqual(['name', 'apartment', 'phone', 'email']);
  expect(names('resident')).toEqual([
    'name',
    'apartment',
    'building',
    'unit',
    'phone',
    'email',
    'content',
  ]);
  expect(names('admin')).toEqual([
    'name',
    'position',
    'company',
    'site',
    'phone',
    'email',
    'content',
  ]);
  expect(names('idea')).toEqual(['customerType', 'apartment', 'phone', 'email', 'content']);
  expect(names('ideaWithName')).toEqual([
    'customerType',
    'name',
    'apartment',
    'phone',
    'email',
    'content',
  ]);
  expect(names('proposal')).toEqual(['name', 'company', 'department', 'phone', 'email', 'content']);
  expect(names('partnership')).toEqual(names('proposal'));
});

test('AI form: phone optional, the rest required', async () => {
  expect(await errorsOf('ai', { ...validValues('ai'), phone: '' })).toEqual({});
  expect(await errorsOf('ai', { ...validValues('ai'), phone: '0101' })).toEqual({ phone: 'phone' });
  expect(
    await errorsOf('ai', {
      name: '',
      company: '',
      phone: '',
      email: '',
      privacyNoticeAccepted: true,
    }),
  ).toEqual({
    name: 'required',
    company: 'required',
    email: 'required',
  });
});

test('idea customer type accepts only resident or admin', async () => {
  expect(await errorsOf('idea', { ...validValues('idea'), customerType: 'other' })).toEqual({
    customerType: 'required',
  });
  expect(await errorsOf('idea', { ...validValues('idea'), customerType: 'admin' })).toEqual({});
});

test('content may be 5000 characters, not 5001', async () => {
  expect(
    await errorsOf('resident', { ...validValues('resident'), content: 'a'.repeat(5000) }),
  ).toEqual({});
  expect(
    await errorsOf('resident', { ...validValues('resident'), content: 'a'.repeat(5001) }),
  ).toEqual({ content: 'max' });
});

describe('errorsOf, the submit check', () => {
  const def = formDefinitions.proposal;
  const empty = Object.fromEntries(def.fields.map((field) => [field.name, '']));

  it('gives every empty required field and the privacy agreement its error key, at once', () => {
    const found = formikErrorsOf({ ...empty, privacyNoticeAccepted: false }, schemaFor(def));
    for (const field of def.fields.filter((f) => !f.optional))
      expect(found[field.name]).toBe('required');
    expect(found.privacyNoticeAccepted).toBe('privacyNotice');
  });

  it('gives nothing for valid values', () => {
    const values = Object.fromEntries(def.fields.map((field) => [field.name, valid[field.name]]));
    expect(formikErrorsOf({ ...values, privacyNoticeAccepted: true }, schemaFor(def))).toEqual({});
  });
});

describe('a choice and the errors a submit shows', () => {
  const choice = formDefinitions.idea.fields.find((field) => field.kind === 'choice')!;

  it('an optional choice may be left unchosen; a value it does not offer is refused', () => {
    const schema = schemaFor({ ...formDefinitions.idea, fields: [{ ...choice, optional: true }] });
    expect(formikErrorsOf({ customerType: '', privacyNoticeAccepted: true }, schema)).toEqual({});
    expect(formikErrorsOf({ customerType: 'robot', privacyNoticeAccepted: true }, schema)).toEqual({
      customerType: 'required',
    });
  });

  it('an error that is not a validation error is thrown, not shown as a field error', () => {
    const broken = yup.object({
      name: yup.string().test('broken', 'never shown', () => {
        throw new TypeError('the rule itself failed');
      }),
    });
    expect(() => formikErrorsOf({ name: 'x' }, broken)).toThrow(TypeError);
  });
});

describe.each(ids)('%s: field by field as a visitor types', (id) => {
  test('the same errors as the whole schema, after every change', () => {
    const schema = schemaFor(formDefinitions[id]);
    const validate = fieldByFieldErrors(schema);
    const filled = validValues(id);
    let values: Record<string, unknown> = Object.fromEntries(
      Object.keys(filled).map((name) => [name, name === 'privacyNoticeAccepted' ? false : '']),
    );
    const steps: Record<string, unknown>[] = [];
    for (const [name, value] of Object.entries(filled)) {
      // A wrong value, too long a value, then the right one, field after field.
      steps.push({ [name]: typeof value === 'string' ? `${value}@` : value });
      steps.push({ [name]: typeof value === 'string' ? 'x'.repeat(9000) : value });
      steps.push({ [name]: value });
    }
    for (const step of [...steps, { email: ' ' }, { phone: '' }]) {
      values = { ...values, ...step };
      expect(validate(values)).toEqual(formikErrorsOf(values, schema));
    }
  });
});
