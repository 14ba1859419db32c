/**
 * A component rendered as the server sends it (react-dom/server, no effects run), with the real
 * messages of a language, into a detached element to query. For the components that show company
 * facts: not async, they take the facts as props (components/ui/PlaceholderGap.tsx), so a test
 * hands them a fixture (test/companyFacts.ts) instead of mocking a module. Needs a DOM
 * environment (scripts/test/jestDomEnvironment.cjs).
 */
import type { ComponentProps, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import vi from '@/messages/vi.json';

export const messages = { ko, en, vi } as const;

/** `withMessages`: other messages than the language's real ones (a test of a message's effect). */
export function renderServer(
  node: ReactNode,
  locale: Locale = 'ko',
  withMessages: ComponentProps<typeof NextIntlClientProvider>['messages'] = messages[locale],
): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={withMessages} timeZone="Asia/Seoul">
      {node}
    </NextIntlClientProvider>,
  );
  return container;
}
