import { formDefinitions } from './definitions';
import {
  buildMessageText,
  createReceiptId,
  escapeSlack,
  MESSAGE_LIMITS,
  messageOverflow,
  NEUTRAL_AT,
  oneLine,
  quoted,
} from './message';

describe('escaping', () => {
  test.each([
    ['<!channel>', '&lt;!channel&gt;'],
    ['<@U123> & <https://x.y|click>', '&lt;@U123&gt; &amp; &lt;https://x.y|click&gt;'],
    ['&amp;', '&amp;amp;'],
    ['plain 한글', 'plain 한글'],
  ])('%j → %j', (value, expected) => {
    expect(escapeSlack(value)).toBe(expected);
  });

  test.each([
    ['a\nb', 'a b'],
    ['a\r\nb\rc', 'a b c'],
    ['x\n이메일: forged', 'x 이메일: forged'],
    ['a\u2028b', 'a b'],
    ['  spaced  ', 'spaced'],
  ])('oneLine %j → %j', (value, expected) => {
    expect(oneLine(value)).toBe(expected);
  });

  test('quoted prefixes every line, keeps blank lines, drops trailing whitespace', () => {
    expect(quoted('first\r\n\nthird <b>\n\n')).toEqual(['> first', '> ', '> third &lt;b&gt;']);
  });
});

test('receipt ids are 8 unambiguous characters', () => {
  const id = createReceiptId();
  expect(id).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
  expect(createReceiptId(() => new Uint8Array(8))).toBe('22222222');
});

describe('buildMessageText', () => {
  test('resident inquiry: fixed lines, extras in form order, content last, receipt', () => {
    const text = buildMessageText(
      formDefinitions.resident,
      {
        name: '홍길동',
        apartment: '채들 아파트',
        building: '101',
        unit: '1203',
        phone: '01012345678',
        email: 'hong@example.com',
        content: '욕실 타일이 깨졌어요.\n<!channel> 확인 부탁드려요.',
        privacyNoticeAccepted: true,
      },
      'ABCD2345',
    );
    expect(text).toBe(
      [
        '[홈페이지 문의] 입주민 문의',
        '이름: 홍길동',
        '회사: 채들 아파트',
        '연락처: 010-1234-5678',
        '이메일: hong@example.com',
        '동: 101',
        '호수: 1203',
        '내용:',
        '> 욕실 타일이 깨졌어요.',
        '> &lt;!channel&gt; 확인 부탁드려요.',
        '접수번호: ABCD2345',
      ].join('\n'),
    );
  });

  test('admin inquiry keeps form order of extras (직책 before 현장)', () => {
    const text = buildMessageText(
      formDefinitions.admin,
      {
        name: 'A',
        position: '소장',
        company: 'C & D',
        site: 'S',
        phone: '011 123 4567',
        email: 'a@b.co',
        content: 'x',
      },
      'ID',
    );
    expect(text.split('\n')).toEqual([
      '[홈페이지 문의] 관리자 문의',
      '이름: A',
      '회사: C &amp; D',
      '연락처: 011-123-4567',
      '이메일: a@b.co',
      '직책: 소장',
      '현장: S',
      '내용:',
      '> x',
      '접수번호: ID',
    ]);
  });

  test('a field left empty, absent or not text (a restored draft, a script) leaves no line of its own', () => {
    const text = buildMessageText(
      formDefinitions.admin,
      { name: 'A', position: '', site: 42, email: ['a@b.co'], content: 'x' },
      'ID',
    );
    expect(text.split('\n')).toEqual([
      '[홈페이지 문의] 관리자 문의',
      '이름: A',
      '회사: -',
      '연락처: -',
      '이메일: -',
      '내용:',
      '> x',
      '접수번호: ID',
    ]);
  });

  test('AI form: empty phone becomes "-", no content block', () => {
    const text = buildMessageText(
      formDefinitions.ai,
      { name: 'N', company: 'C', phone: '', email: 'e@x.io' },
      'R',
    );
    expect(text).toBe(
      [
        '[매뉴얼 요청] AI 체커',
        '이름: N',
        '회사: C',
        '연락처: -',
        '이메일: e@x.io',
        '접수번호: R',
      ].join('\n'),
    );
  });

  test('idea form without a name field sends "이름: -" and the customer type in Korean', () => {
    const text = buildMessageText(
      formDefinitions.idea,
      {
        customerType: 'admin',
        apartment: 'Apt',
        phone: '010-1234-5678',
        email: 'e@x.io',
        content: 'idea',
      },
      'R',
    );
    expect(text.split('\n')).toEqual([
      '[아이디어 제안] 아이디어 제안',
      '이름: -',
      '회사: Apt',
      '연락처: 010-1234-5678',
      '이메일: e@x.io',
      '고객 유형: 관리자',
      '내용:',
      '> idea',
      '접수번호: R',
    ]);
  });

  test('newlines in one-line fields cannot forge lines', () => {
    const text = buildMessageText(
      formDefinitions.proposal,
      {
        name: 'Eve\n이메일: fake@x.io',
        company: 'C\r\nD',
        department: 'd',
        phone: '01012345678',
        email: 'e@x.io',
        content: 'c',
      },
      'R',
    );
    const lines = text.split('\n');
    expect(lines[1]).toBe('이름: Eve 이메일: fake@x.io');
    expect(lines[2]).toBe('회사: C D');
    expect(lines.filter((line) => line.startsWith('이메일:'))).toEqual(['이메일: e@x.io']);
    expect(lines[5]).toBe('부서/직책: d');
  });

  test('titles and type labels', () => {
    const first = (id: keyof typeof formDefinitions) =>
      buildMessageText(formDefinitions[id], {}, 'R').split('\n')[0];
    expect(first('manual')).toBe('[매뉴얼 요청] 매뉴얼 다운로드');
    expect(first('manualLab')).toBe('[매뉴얼 요청] 연구소');
    expect(first('proposal')).toBe('[제안 요청] 제안 요청');
    expect(first('partnership')).toBe('[제안 요청] 제휴 제안');
    expect(first('ideaWithName')).toBe('[아이디어 제안] 아이디어 제안');
  });

  test('a build that is not production marks the first line, and only the first line', () => {
    const values = {
      name: 'N',
      company: 'C',
      phone: '',
      email: 'e@x.io',
      content: '[미리보기] quoted',
    };
    const preview = buildMessageText(formDefinitions.proposal, values, 'R', {
      preview: true,
    }).split('\n');
    const production = buildMessageText(formDefinitions.proposal, values, 'R').split('\n');
    expect(preview[0]).toBe(`[미리보기] ${production[0]}`);
    expect(preview.slice(1)).toEqual(production.slice(1));
    expect(production[0]?.startsWith('[미리보기]')).toBe(false);
  });
});

describe('broadcast mentions notify no one', () => {
  test.each([
    ['@channel', '＠channel'],
    ['@here please', '＠here please'],
    ['hi @everyone!', 'hi ＠everyone!'],
    ['@Channel @HERE @EveryOne', '＠Channel ＠HERE ＠EveryOne'],
    ['(@here)', '(＠here)'],
    ['"@channel"', '"＠channel"'],
    ['줄@here', '줄＠here'],
    ['x\u00a0@here', 'x\u00a0＠here'],
    ['a@here.com', 'a@here.com'],
    ['team.lead@channel.example', 'team.lead@channel.example'],
    ['x_y@everyone.net', 'x_y@everyone.net'],
    ['a+b@here.io', 'a+b@here.io'],
    ['@channels', '@channels'],
    ['@here_and_now', '@here_and_now'],
    ['@everyone1', '@everyone1'],
    ['@herewith', '@herewith'],
    ['@someone', '@someone'],
    ['<!channel> <!here>', '&lt;!channel&gt; &lt;!here&gt;'],
    ['<@channel>', '&lt;＠channel&gt;'],
  ])('%j → %j', (typed, sent) => {
    expect(escapeSlack(typed)).toBe(sent);
  });

  test('in every kind of field, zero-width characters cannot hide one', () => {
    const text = buildMessageText(
      formDefinitions.proposal,
      {
        name: '@\u200Bhere',
        company: '@channel',
        department: '@everyone',
        phone: '01012345678',
        email: 'ops@here.com',
        content: '@channel\n@\u2060here',
      },
      'R',
    );
    expect(text.split('\n')).toEqual([
      '[제안 요청] 제안 요청',
      '이름: ＠here',
      '회사: ＠channel',
      '연락처: 010-1234-5678',
      '이메일: ops@here.com',
      '부서/직책: ＠everyone',
      '내용:',
      '> ＠channel',
      '> ＠here',
      '접수번호: R',
    ]);
    expect(NEUTRAL_AT).toBe('\uFF20');
  });
});

describe('the Lambda bounds: 8 000 characters, 60 lines', () => {
  test('the bounds', () => {
    expect(MESSAGE_LIMITS).toEqual({ characters: 8_000, lines: 60 });
  });

  test.each([
    ['exactly 8 000 characters on one line', 'x'.repeat(8_000), undefined],
    ['8 001 characters', 'x'.repeat(8_001), { characters: 1, lines: 0 }],
    ['9 000 characters', 'x'.repeat(9_000), { characters: 1_000, lines: 0 }],
    ['exactly 60 lines', Array(60).fill('a').join('\n'), undefined],
    ['61 lines', Array(61).fill('a').join('\n'), { characters: 0, lines: 1 }],
    ['70 lines', Array(70).fill('').join('\n'), { characters: 0, lines: 10 }],
    ['both', Array(100).fill('x'.repeat(100)).join('\n'), { characters: 2_099, lines: 40 }],
    ['empty', '', undefined],
  ])('%s', (_name, text, expected) => {
    expect(messageOverflow(text)).toEqual(expected);
  });

  test('counts UTF-16 code units, so a bound in code units also bounds code points', () => {
    expect(messageOverflow('😀'.repeat(4_000))).toBeUndefined();
    expect(messageOverflow(`${'😀'.repeat(4_000)}x`)).toEqual({ characters: 1, lines: 0 });
  });

  const base = { name: 'N', company: 'C', department: 'd', phone: '01012345678', email: 'e@x.io' };
  const proposal = (content: string) =>
    buildMessageText(formDefinitions.proposal, { ...base, content }, 'ABCD2345');

  test('a legitimate maximal enquiry (5 000 ampersands) is far past the characters bound', () => {
    const overflow = messageOverflow(proposal('&'.repeat(5_000)));
    expect(overflow?.characters).toBe(proposal('&'.repeat(5_000)).length - 8_000);
    expect(overflow!.characters).toBeGreaterThan(17_000);
  });

  test('the content line that fits exactly, and one character more', () => {
    const fixed = proposal('').length; // without the content block: "내용:\n> " adds 6 + the text
    const room = 8_000 - fixed - '\n내용:\n> '.length;
    expect(messageOverflow(proposal('a'.repeat(room)))).toBeUndefined();
    expect(messageOverflow(proposal('a'.repeat(room + 1)))).toEqual({ characters: 1, lines: 0 });
  });

  test('the content lines that fit exactly, and one line more', () => {
    const fixedLines = proposal('').split('\n').length; // 7 lines, then 내용: and the content
    const room = 60 - fixedLines - 1;
    expect(messageOverflow(proposal(Array(room).fill('a').join('\n')))).toBeUndefined();
    expect(
      messageOverflow(
        proposal(
          Array(room + 1)
            .fill('a')
            .join('\n'),
        ),
      ),
    ).toEqual({
      characters: 0,
      lines: 1,
    });
  });

  test('the preview mark counts too', () => {
    const fixed = proposal('').length;
    const content = 'a'.repeat(8_000 - fixed - '\n내용:\n> '.length);
    const values = { ...base, content };
    expect(messageOverflow(buildMessageText(formDefinitions.proposal, values, 'ABCD2345'))).toBe(
      undefined,
    );
    expect(
      messageOverflow(
        buildMessageText(formDefinitions.proposal, values, 'ABCD2345', { preview: true }),
      ),
    ).toEqual({ characters: '[미리보기] '.length, lines: 0 });
  });
});
