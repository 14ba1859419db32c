import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { flattenMessages, windowStatements } from '@/test/copyChecks';

/*
 * The pre-inspection rule as the law states it (docs/product.md): held by 45
 * days before the move-in period starts, for at least two days. No message and no comment may
 * state it as a window "between 45 and 2 days before move-in".
 */

const root = path.join(__dirname, '..', '..');
const thisFile = path.relative(root, __filename);
const checksFile = path.join('test', 'copyChecks.ts');

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.') || name === 'figures') return [];
    if (statSync(path.join(root, relative)).isDirectory()) return filesUnder(relative);
    return /\.(tsx?|mjs|cjs|js|css|md|json)$/.test(name) ? [relative] : [];
  });
}

describe('the pre-inspection rule', () => {
  it.each(['ko', 'en', 'vi'])('no %s message states it as a 45-to-2-day window', (locale) => {
    const messages = JSON.parse(
      readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8'),
    ) as unknown;
    const stated = flattenMessages(messages).flatMap(([key, text]) =>
      windowStatements(text).map((sentence) => `${key}: ${sentence}`),
    );
    expect(stated).toEqual([]);
  });

  it('no source file, test or document states it as one either', () => {
    const files = [
      ...['app', 'components', 'lib', 'e2e', 'docs', 'scripts', 'i18n', 'test'].flatMap(filesUnder),
      'README.md',
      'middleware.ts',
    ].filter((file) => file !== thisFile && file !== checksFile && !file.startsWith('messages'));
    const stated = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          windowStatements(line).map((sentence) => `${file}:${index + 1}: ${sentence.trim()}`),
        ),
    );
    expect(stated).toEqual([]);
  });

  it.each([
    ['사전점검은 입주 45~2일 전에 합니다.'],
    ['사전점검(사전방문)은 입주 예정일 45일 전부터 늦어도 2일 전까지 진행합니다.'],
    ['사전점검은 입주 시작 최소 2일 전, 최대 45일 전 사이에 진행해야 합니다.'],
    ['Pre-inspection takes place between 45 days and 2 days before move-in.'],
    ['The pre-inspection has to take place at least 2 and at most 45 days before move-in begins.'],
    ['45 to 2 days before move-in'],
    ['so inspections can open as early as 45 days before move-in.'],
    ['Buổi kiểm tra phải diễn ra sớm nhất 45 ngày và muộn nhất 2 ngày trước khi nhận nhà.'],
    ['45 đến 2 ngày trước khi nhận nhà'],
  ])('recognises the window reading: %s', (sentence) => {
    expect(windowStatements(sentence)).toEqual([sentence]);
  });

  it.each([
    ['사전점검은 입주지정기간 시작일 45일 전까지 2일 이상 진행해야 합니다.'],
    [
      'The pre-inspection must run for at least two days, no later than 45 days before the move-in period starts.',
    ],
    [
      'Buổi kiểm tra trước bàn giao phải kéo dài ít nhất hai ngày, chậm nhất 45 ngày trước ngày bắt đầu thời gian nhận nhà.',
    ],
    ['같은 날 예약은 2일 전까지 취소할 수 있습니다.'],
  ])('lets the rule as the law states it pass: %s', (sentence) => {
    expect(windowStatements(sentence)).toEqual([]);
  });
});
