import { parseAgreementIdx } from './idx';

describe('parseAgreementIdx', () => {
  it.each([
    ['1', 1],
    ['101', 101],
    ['0', undefined],
    ['-1', undefined],
    ['01', undefined],
    ['1.5', undefined],
    ['1e3', undefined],
    ['abc', undefined],
    ['', undefined],
    ['9999999999999999', undefined],
  ])('%s → %s', (value, expected) => {
    expect(parseAgreementIdx(value)).toBe(expected);
  });
});
