/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import type { ReviewData, ReviewDraft } from './reviewData';
import { scanPage } from './scanPage';

/** A laboratory's history whose item is also an app's feature, word for word, on the home page. */
const history: ReviewDraft = {
  entry: 'Laboratory.history',
  pages: ['laboratory'],
  why: 'The history was written for the page.',
  texts: [
    { key: 'Laboratory.history.title', text: '기능 연혁', own: false },
    {
      key: 'Laboratory.history.lead',
      text: '2020년부터 2025년까지, 해마다 더해진 기능입니다.',
      own: true,
    },
    {
      key: 'Laboratory.history.years.2023.items.1',
      text: '국토교통부 하자 코드 내보내기',
      own: false,
    },
  ],
};

const data = (...drafts: ReviewDraft[]) =>
  ({ labels: {}, drafts, assets: [] }) as unknown as ReviewData;

const scan = (page: 'home' | 'laboratory' | undefined, html: string) => {
  document.body.innerHTML = html;
  return scanPage(data(history), page, document.body, null, 'https://preview.example/ko');
};

describe('which drafts a page lists (docs/copy.md)', () => {
  test('a draft of another page is not listed through a text another element also shows', () => {
    const home =
      '<ul><li>통합 대시보드</li><li>국토교통부 하자 코드 내보내기</li></ul><h2>기능 연혁</h2>';
    expect(scan('home', home)).toEqual([]);
    // Nor on a page the register does not know (a 404, a legal page).
    expect(scan(undefined, home)).toEqual([]);
  });

  test('a draft of another page is listed through a text of its own, where it shows', () => {
    const [item] = scan(
      'home',
      '<p id="lead">2020년부터 2025년까지, 해마다 더해진 기능입니다.</p><li>국토교통부 하자 코드 내보내기</li>',
    );
    expect(item?.name).toBe('Laboratory.history');
    expect(item?.keys).toEqual(['Laboratory.history.lead']);
    expect(item?.elements.map((element) => element.id)).toEqual(['lead']);
  });

  test('on its own page every text of the draft is found, shared or short', () => {
    const [item] = scan(
      'laboratory',
      '<h2 id="title">기능 연혁</h2><ul><li id="item">국토교통부 하자 코드 내보내기</li></ul>',
    );
    expect(item?.keys).toEqual([
      'Laboratory.history.title',
      'Laboratory.history.years.2023.items.1',
    ]);
    expect(item?.elements.map((element) => element.id)).toEqual(['title', 'item']);
  });
});
