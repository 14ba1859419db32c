/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import { clearDraft, loadDraft, saveDraft } from './drafts';

// The key docs/privacy.md's storage inventory lists; a form's id follows it.
const KEY = 'chaedle:form-draft:resident';

afterEach(() => {
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('a form draft in the tab', () => {
  it('comes back as it was saved, under the key the privacy inventory names, until cleared', () => {
    const draft = { values: { name: '홍길동', privacyNoticeAccepted: true }, receiptId: 'R-1' };
    saveDraft('resident', draft);
    expect(JSON.parse(window.sessionStorage.getItem(KEY)!)).toEqual(draft);
    expect(loadDraft('resident')).toEqual(draft);
    expect(loadDraft('admin')).toBeUndefined();
    clearDraft('resident');
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    expect(loadDraft('resident')).toBeUndefined();
  });

  it.each([
    ['not JSON', '{"values":'],
    ['null', 'null'],
    ['a number', '7'],
    ['no values', '{"receiptId":"R-1"}'],
    ['values null', '{"values":null}'],
    ['values a string', '{"values":"홍길동"}'],
    ['empty', ''],
  ])('is none when what is stored is %s', (_, stored) => {
    window.sessionStorage.setItem(KEY, stored);
    expect(loadDraft('resident')).toBeUndefined();
  });

  it('keeps only text and ticks, and a receipt id only if it is text', () => {
    const stored = {
      values: { name: '홍길동', consent: false, count: 3, nested: { a: 1 }, nothing: null },
      receiptId: 42,
    };
    window.sessionStorage.setItem(KEY, JSON.stringify(stored));
    expect(loadDraft('resident')).toEqual({
      values: { name: '홍길동', consent: false },
      receiptId: undefined,
    });
  });

  it('costs the visitor nothing when storage refuses (private mode, quota)', () => {
    const refuse = () => {
      throw new DOMException('refused', 'QuotaExceededError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    expect(() => saveDraft('resident', { values: { name: 'x' } })).not.toThrow();
    expect(loadDraft('resident')).toBeUndefined();
    expect(() => clearDraft('resident')).not.toThrow();
  });
});
