import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import vi from '@/messages/vi.json';
import { copyRegister, isPlaceholderAsset } from './copyRegister';
import { marketingPages } from './site';

/** The message (a text, a list or a group) at a dotted key, if any. */
function messageAt(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      messages,
    );
}

describe('lib/content/copyRegister.json (docs/copy.md)', () => {
  const drafts = Object.entries(copyRegister.drafts);
  const assets = Object.entries(copyRegister.assets);

  test.each(drafts)('draft %s names a message of all three languages', (key) => {
    for (const messages of [ko, en, vi]) expect(messageAt(messages, key)).toBeDefined();
  });

  test.each([...drafts, ...assets])('%s lists pages of lib/content/site.ts', (_name, entry) => {
    expect(entry.pages.length).toBeGreaterThan(0);
    for (const page of entry.pages) expect(Object.keys(marketingPages)).toContain(page);
  });

  test.each(assets)(
    'asset %s says what it is and what replaces it in every language',
    (_path, entry) => {
      for (const locale of ['ko', 'en', 'vi'] as const) {
        expect(entry.what[locale].trim()).not.toBe('');
        expect(entry.replaceWith[locale].trim()).not.toBe('');
      }
    },
  );

  test.each(assets)('asset %s is a file under public/', (path) => {
    expect(existsSync(join(process.cwd(), 'public', path))).toBe(true);
  });

  test('every file under public/ is registered (a new offered file is a placeholder until confirmed)', () => {
    const offered = ['files', 'brand', 'video'].flatMap((folder) =>
      readdirSync(join(process.cwd(), 'public', folder)).map((file) => `${folder}/${file}`),
    );
    expect(offered.filter((path) => !(path in copyRegister.assets))).toEqual([]);
  });

  test('the sample mark follows the register: unconfirmed yes, unknown or confirmed no', () => {
    const [path, entry] = assets[0]!;
    expect(isPlaceholderAsset(`/${path}`)).toBe(!entry.confirmed);
    expect(isPlaceholderAsset('/files/unknown.pdf')).toBe(false);
    expect(isPlaceholderAsset(path)).toBe(false); // a URL path starts with a slash
  });
});
