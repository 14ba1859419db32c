import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import register from './copyRegister.json';
import { SITE_MARK_PATH, siteMarkIsPlaceholder, siteMarkProps } from './siteMark';

const root = join(__dirname, '..', '..');
const classes = { mark: 'logo', markFile: 'markFile' };
const withMark = (confirmed: boolean) => {
  const copy = JSON.parse(JSON.stringify(register));
  copy.assets[SITE_MARK_PATH.slice(1)].confirmed = confirmed;
  return copy;
};

describe(`the company's mark follows the register (docs/copy.md)`, () => {
  test('while a placeholder, the header and footer draw it from the icon sheet, marked for the review mode', () => {
    expect(siteMarkIsPlaceholder(withMark(false))).toBe(true);
    expect(siteMarkProps(classes, siteMarkIsPlaceholder(withMark(false)))).toEqual({
      className: 'logo',
      'data-placeholder-asset': '/brand/chaedle-icon.svg',
    });
  });

  test('once confirmed, they draw the file, and nothing marks it', () => {
    expect(siteMarkIsPlaceholder(withMark(true))).toBe(false);
    expect(siteMarkProps(classes, siteMarkIsPlaceholder(withMark(true)))).toEqual({
      className: 'logo markFile',
    });
  });

  test("the file they draw is the registered one, and the stylesheet's once confirmed", () => {
    expect(readFileSync(join(root, 'public', SITE_MARK_PATH), 'utf8')).toMatch(/^<svg /);
    expect(readFileSync(join(root, 'app', 'globals.css'), 'utf8')).toContain(
      `--logo-file: url('${SITE_MARK_PATH}')`,
    );
  });
});
