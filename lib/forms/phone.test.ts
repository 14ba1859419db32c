import { formatPhone, isValidPhone, normalizePhone } from './phone';
import { yup } from './rules';

describe('phone rule', () => {
  test.each([
    ['01012345678', true],
    ['010-1234-5678', true],
    ['010 1234 5678', true],
    [' 010-1234 5678 ', true],
    ['0111234567', true],
    ['011-123-4567', true],
    ['016-123-4567', true],
    ['017-1234-5678', true],
    ['018-1234-5678', true],
    ['019-123-4567', true],
    ['012-1234-5678', false],
    ['015-1234-5678', false],
    ['02-1234-5678', false],
    ['010-12-5678', false],
    ['010123456789', false],
    ['0101234567', true],
    ['010123456', false],
    ['010.1234.5678', false],
    ['+821012345678', false],
    ['82 010-1234-5678', false],
    ['8201012345678', false],
    ['010-1234-567a', false],
    ['０１０１２３４５６７８', false],
    ['', false],
    ['-- --', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidPhone(value)).toBe(expected);
  });

  test('null and undefined fail', () => {
    expect(isValidPhone(null)).toBe(false);
    expect(isValidPhone(undefined)).toBe(false);
  });

  test('normalize removes dashes and spaces only', () => {
    expect(normalizePhone(' 010 - 1234\u00a05678 ')).toBe('01012345678');
    expect(normalizePhone('010.1234')).toBe('010.1234');
  });
});

describe('formatPhone', () => {
  test.each([
    ['01012345678', '010-1234-5678'],
    ['0111234567', '011-123-4567'],
    ['010 1234 5678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['019-1234567', '019-123-4567'],
    ['0212345678', '0212345678'],
    ['8201012345678', '8201012345678'],
    ['  hello ', 'hello'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (value, expected) => {
    expect(formatPhone(value)).toBe(expected);
  });
});

describe('registered Yup rules', () => {
  test('string().phone() passes empty values and valid numbers, fails others', async () => {
    const schema = yup.string().phone();
    await expect(schema.isValid('')).resolves.toBe(true);
    await expect(schema.isValid(undefined)).resolves.toBe(true);
    await expect(schema.isValid('010-1234-5678')).resolves.toBe(true);
    await expect(schema.isValid('010-1234')).resolves.toBe(false);
    await expect(schema.validate('02-1234-5678')).rejects.toThrow('phone');
  });

  test('a field of spaces only counts as empty; the error is the `phone` message key unless named', async () => {
    await expect(yup.string().phone().isValid('   ')).resolves.toBe(true);
    await expect(yup.string().phone().validate('0101')).rejects.toMatchObject({
      errors: ['phone'],
    });
    await expect(yup.string().phone('custom').validate('0101')).rejects.toMatchObject({
      errors: ['custom'],
    });
  });
});
