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
    ['999999999999999', 999999999999999],
    ['100000000000000', 100000000000000],
    [' 1', undefined],
    ['1 ', undefined],
    ['+1', undefined],
    ['1\n', undefined],
    ['0x10', undefined],
  ])('%s → %s', (value, expected) => {
    expect(parseAgreementIdx(value)).toBe(expected);
  });
});
