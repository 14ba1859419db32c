import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routing } from '@/i18n/routing';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function load(locale: string): Tree {
  return JSON.parse(readFileSync(path.join(__dirname, `${locale}.json`), 'utf8'));
}

describe('messages', () => {
  const reference = new Set(flatten(load('ko')));

  it('has one file per locale and nothing else', () => {
    const files = readdirSync(__dirname).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual(routing.locales.map((locale) => `${locale}.json`).sort());
  });

  it.each(routing.locales.filter((locale) => locale !== 'ko'))(
    '%s has exactly the keys of ko',
    (locale) => {
      const keys = new Set(flatten(load(locale)));
      expect([...reference].filter((key) => !keys.has(key))).toEqual([]);
      expect([...keys].filter((key) => !reference.has(key))).toEqual([]);
    },
  );

  it.each(routing.locales)('%s has no empty message', (locale) => {
    const tree = load(locale);
    const empty = flatten(tree).filter((key) => {
      const value = key
        .split('.')
        .reduce<string | Tree | undefined>(
          (node, part) => (typeof node === 'object' ? node[part] : undefined),
          tree,
        );
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});
