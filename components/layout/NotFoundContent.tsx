import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/routing/paths';

// Its classes are global, in app/notFound.css (why there: that file's comment).
export async function NotFoundContent() {
  const t = await getTranslations('NotFound');
  const tMeta = await getTranslations('Meta');
  const locale = (await getLocale()) as Locale;
  return (
    <div className="container not-found">
      {/* not-found.tsx cannot export metadata; React hoists this title into <head>. */}
      <title>{`${t('title')} | ${tMeta('siteName')}`}</title>
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('heading')}</h1>
      <p className="not-found-body">{t('body')}</p>
      {/* A plain link: next/link would add its client code to every page below a not-found
          boundary, the consent pages included, for a navigation that is rare. */}
      <a href={localizedPath(locale, '/')} className="not-found-back">
        {t('back')}
      </a>
    </div>
  );
}
