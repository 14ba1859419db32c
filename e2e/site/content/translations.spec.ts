/**
 * Every page in Korean and Vietnamese shows its own language: no message key (`Home.title`) and no
 * English text of the messages that the locale words differently (a fallback). Read from the
 * server's HTML (every disclosure's and tab's text is there, opened or not); no browser needed.
 */
import { expect, test } from '@playwright/test';
import { pageText } from '../../support/html';
import { englishFallbacks, messageStrings, type Namespace } from '../../support/messages';
import { customerSlugs, localizedPath, messages, pageEntries } from '../../support/site';

const namespaces = Object.keys(messages.en) as Namespace[];
const paths = [...pageEntries.map(([, path]) => path), `/${customerSlugs[0]}`];

for (const locale of ['ko', 'vi'] as const) {
  // An English text held by one of the locale's own texts is not a fallback: a gloss such as
  // "채들 블루(Chaedle Blue)" keeps the English name on purpose.
  const own = messageStrings(locale, namespaces);
  const fallbacks = englishFallbacks(locale, namespaces, 12).filter(
    (english) => !own.some((text) => text.includes(english)),
  );
  for (const path of paths) {
    const url = localizedPath(locale, path);
    test(`${url} shows no message key or English fallback`, async ({ request }) => {
      const text = pageText(await (await request.get(url)).text());
      expect(text, url).not.toMatch(new RegExp(`\\b(${namespaces.join('|')})\\.[a-z][a-zA-Z]+`));
      expect(
        fallbacks.filter((english) => text.includes(english)),
        url,
      ).toEqual([]);
    });
  }
}
