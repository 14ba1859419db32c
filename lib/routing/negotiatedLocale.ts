/**
 * The visitor's language as middleware.ts negotiates it (next-intl: the locale cookie, then
 * Accept-Language, then English), for the route handlers outside the middleware's matcher
 * (/app/*). Asked of next-intl's own middleware, so there is one negotiation, not a copy.
 * It brings next/server: import it only from route handlers, never from modules that pages,
 * client bundles or the e2e specs import (lib/content/company.ts imports lib/routing/appRedirect.ts);
 * `server-only` turns such an import from a client module into a build error.
 */
import 'server-only';
import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { routing, type Locale } from '@/i18n/routing';

const intlMiddleware = createMiddleware(routing);

const isLocale = (value: string | undefined): value is Locale =>
  (routing.locales as readonly string[]).includes(value ?? '');

/** The locale next-intl picks for these request headers, asked as if the home page were opened. */
export function negotiatedLocale(headers: Headers): Locale {
  const asked = new Headers();
  for (const name of ['accept-language', 'cookie']) {
    const value = headers.get(name);
    if (value) asked.set(name, value);
  }
  const response = intlMiddleware(new NextRequest('http://localhost/', { headers: asked }));
  // The default locale is unprefixed (a rewrite); any other one is a redirect to its prefix.
  const location = response.headers.get('location');
  const prefix = location ? new URL(location).pathname.split('/')[1] : undefined;
  return isLocale(prefix) ? prefix : routing.defaultLocale;
}
