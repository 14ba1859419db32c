import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routing } from '@/i18n/routing';
import glossaryJson from './glossary.json';
import { type Glossary, glossaryViolations, type Locale, retiredPatterns } from '@/test/copyChecks';

/* One term per concept per language (docs/glossary.md): no message uses a retired variant. */

const glossary = glossaryJson as Glossary;
const locales = routing.locales as readonly Locale[];

function messages(locale: Locale): Record<string, unknown> {
  const file = path.join(__dirname, '..', '..', 'messages', `${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

describe('the glossary', () => {
  it.each(locales)('no %s message uses a variant the glossary retires', (locale) => {
    const found = glossaryViolations(glossary, locale, messages(locale)).map(
      ({ key, variant, found: text }) => `${key}: “${text}” (retired: ${variant})`,
    );
    expect(found).toEqual([]);
  });

  it('names a term for every concept in every language, and no term is its own retired variant', () => {
    for (const concept of glossary.concepts)
      for (const locale of locales) {
        const entry = concept[locale];
        expect(entry.term.trim()).not.toBe('');
        for (const { regex } of retiredPatterns({ ...glossary, concepts: [concept] }, locale))
          expect(entry.term).not.toMatch(regex);
      }
  });

  it('skips only namespaces that exist', () => {
    const namespaces = Object.keys(messages('ko'));
    for (const namespace of [...Object.keys(glossary.skipNamespaces), ...glossary.notYetSwept])
      expect(namespaces).toContain(namespace);
  });

  const check = (locale: Locale, text: string) =>
    glossaryViolations(glossary, locale, { Probe: { text } }).map((v) => v.found);

  it.each([
    ['ko', '입주자대표회의와 입주자모집공고', []],
    ['ko', '입주자에게 알립니다', ['입주자']],
    ['ko', '빌트인 어플라이언스', []],
    ['ko', '어플을 설치하세요', ['어플']],
    ['ko', '사전점검(사전방문)은 이틀 이상', []],
    ['ko', '사전방문 일정', ['사전방문']],
    ['ko', '홈으로 가기', []],
    ['ko', '홈으로', ['홈으로']],
    ['ko', '국토교통부 하자 코드', []],
    ['ko', '국토부 코드', ['국토부']],
    ['ko', '개정 주택 관련 법령', []],
    ['ko', '개정 주택법 시행규칙', ['주택법']],
    ['ko', '주택법 제48조의2에 따라', ['주택법']],
    ['en', 'Korea’s amended housing regulations', []],
    ['en', 'the Enforcement Rule of the Housing Act', ['Housing Act']],
    ['vi', 'quy định về nhà ở sửa đổi', []],
    ['vi', 'Quy tắc thi hành Luật Nhà ở', ['Luật Nhà ở']],
    ['ko', '시공사·시행사·관리사무소의 관리자', []],
    ['ko', '아파트 관리자가 승인합니다', ['아파트 관리자']],
    ['ko', '작업자·반장·현장 직원·경비원', []],
    ['ko', '현장 직원, 작업자 관리자, 보안 요원', ['작업자 관리자', '보안 요원']],
    ['ko', '관리자 사이트 열기', ['관리자 사이트']],
    ['en', 'workers, crew leaders, field staff and security guards', []],
    ['en', 'apartment managers and crew managers', ['apartment managers', 'crew managers']],
    ['en', 'field staff, workers, managers and security', ['managers and security']],
    ['en', 'security measures and handling outages', []],
    ['en', 'managers and field crews', ['field crews']],
    ['en', 'an admin web app for managers', []],
    ['en', 'a resident app, an admin web and a crew app', ['admin web']],
    ['en', 'Open the admin site', ['admin site']],
    ['en', 'the Chaedle service catalogue', []],
    ['en', 'Catalog and manuals', ['Catalog']],
    ['vi', 'thợ, tổ trưởng, nhân viên hiện trường và bảo vệ', []],
    ['vi', 'nhân viên phụ trách kiểm tra việc xóa', []],
    ['vi', 'Giao việc sửa lỗi cho nhân viên', ['nhân viên']],
    ['vi', 'nhân viên bảo vệ và quản lý đội', ['quản lý đội', 'nhân viên bảo vệ']],
    ['vi', 'người quản lý duyệt cư dân; liên hệ ban quản lý', []],
    ['vi', 'Cư dân và ban quản lý xem cùng thông tin', ['Cư dân và ban quản lý']],
    ['vi', 'Ban quản lý căn hộ duyệt cư dân', ['Ban quản lý căn hộ']],
    ['en', 'an enquiry by email', []],
    ['en', 'an inquiry by e-mail', ['inquiry', 'e-mail']],
    ['vi', 'nhà thầu thi công và nhà thầu phụ', []],
    ['vi', 'chủ đầu tư hoặc nhà thầu', ['nhà thầu']],
    ['vi', 'Xác nhận thông tin', []],
    ['vi', 'Xác nhận', ['Xác nhận']],
    ['vi', 'Cư dân xem dữ liệu lỗi; Đã xảy ra sự cố', []],
    ['vi', 'Dữ liệu lỗi và hiệu năng', ['lỗi và hiệu năng']],
    ['vi', 'Đã xảy ra lỗi', ['xảy ra lỗi']],
    ['vi', 'Lỗi được giữ tối đa 90 ngày', ['Lỗi được giữ tối đa']],
  ] as const)('%s “%s” → %j', (locale, text, expected) => {
    expect(check(locale, text)).toEqual(expected);
  });
});
