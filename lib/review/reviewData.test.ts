import { draftTexts, reviewData } from './reviewData';

describe("a draft's own texts, which list it on any page (docs/copy.md)", () => {
  const messages = {
    Laboratory: {
      history: {
        title: '기능 연혁',
        lead: '2020년부터 2025년까지, 해마다 더해진 기능입니다.',
        items: ['국토교통부 하자 코드 내보내기', '<b>사전점검</b> 방문 예약과 QR 체크인'],
      },
      historyNote: '연혁은 매년 바뀝니다.',
    },
    Home: { admin: 'AI 자동 분류와 <b>국토교통부 하자 코드 내보내기</b>까지.' },
  };

  test('a text another message holds, or one of fewer than 12 letters, is not its own', () => {
    expect(
      Object.fromEntries(
        draftTexts(messages, 'Laboratory.history').map(({ key, own }) => [key, own]),
      ),
    ).toEqual({
      'Laboratory.history.title': false,
      'Laboratory.history.lead': true,
      // Held by Home.admin (its tags aside).
      'Laboratory.history.items.0': false,
      'Laboratory.history.items.1': true,
    });
  });

  test("the real Korean messages: the history's item that is also an app's feature is not its own", () => {
    const history = reviewData('ko').drafts.find(({ entry }) => entry === 'Laboratory.history');
    const own = (key: string) => history?.texts.find((text) => text.key === key)?.own;
    expect(own('Laboratory.history.years.2023.items.1')).toBe(false);
    expect(own('Laboratory.history.lead')).toBe(true);
  });
});
