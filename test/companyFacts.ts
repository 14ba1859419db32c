/**
 * The two states of the company facts (lib/content/companyFacts.json), as two explicit fixtures:
 * `confirmed`, every fact confirmed with a realistic value, and `unconfirmed`, every fact a
 * placeholder with a sample value. The code that turns a facts file into what a page shows
 * (lib/content/siteFacts.ts, and the components that take its output as props) is tested on both,
 * so each state runs every time, whatever the real file holds today.
 */
import type { Locale } from '@/i18n/routing';
import { resolveFacts, type CompanyFactsFile, type Fact } from '@/lib/content/siteFacts';

type Localized = Record<Locale, string>;
import confirmedFile from './fixtures/companyFacts.confirmed.json';
import unconfirmedFile from './fixtures/companyFacts.unconfirmed.json';

export const factFiles = {
  confirmed: confirmedFile,
  unconfirmed: unconfirmedFile,
} as const satisfies Record<string, CompanyFactsFile>;

export type FactState = keyof typeof factFiles;

/** The facts of each fixture as pages get them (no environment variable set). */
export const fixtureFacts = {
  confirmed: resolveFacts(factFiles.confirmed),
  unconfirmed: resolveFacts(factFiles.unconfirmed),
};

/**
 * Every text fact of a facts file in a language (localised ones in that language; not the figures
 * and the retention period, whose digits other text may hold).
 */
export function factTexts(file: CompanyFactsFile, locale: Locale): string[] {
  const texts: string[] = [];
  for (const group of [file.company, file.links, file.figures, file.privacy])
    for (const { value } of Object.values(group) as Fact<unknown>[]) {
      if (typeof value === 'string') texts.push(value);
      else if (typeof value === 'object' && value) texts.push((value as Localized)[locale]);
    }
  return texts;
}

/** Fails when the markup holds a text fact of the unconfirmed fixture, as text or in an attribute. */
export function expectNoSampleValue(element: Element, locale: Locale = 'ko') {
  for (const sample of factTexts(factFiles.unconfirmed, locale))
    expect(element.innerHTML).not.toContain(sample);
}
