import { telHref } from './tel';

describe('telHref', () => {
  it.each([
    ['02-1234-5678', 'tel:0212345678'],
    ['1833-6972', 'tel:18336972'],
    ['118', 'tel:118'],
    [' +82 2-1234-5678 ', 'tel:+82212345678'],
    ['(02) 1234 5678', 'tel:0212345678'],
  ])('%s → %s', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });

  it('gives nothing to dial for text without digits', () => {
    expect(telHref('미정')).toBeUndefined();
    expect(telHref('')).toBeUndefined();
  });
});
