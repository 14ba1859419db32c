import { useTranslations } from 'next-intl';
import type { DownloadLinks } from '@/lib/content/siteFacts';
import { PlaceholderGap } from '@/components/ui/PlaceholderGap';
import { StoreLinks } from '@/components/ui/StoreLinks';
import button from '@/components/ui/button.module.css';
import s from './service.module.css';

export type DownloadTarget = 'resident' | 'crew' | 'admin';

/**
 * Download boxes (the Services menu, docs/product.md): store links per app,
 * the admin site (`links`, lib/content/company.ts).
 */
export function DownloadBox({
  targets,
  links,
}: {
  targets: readonly DownloadTarget[];
  links: DownloadLinks;
}) {
  const t = useTranslations('Service.download');
  const { adminSiteUrl } = links;
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <div className={s.downloads}>
      <div className={s.downloadsIntro}>
        <h2 className={s.downloadsTitle}>{t('title')}</h2>
        <p>{t('lead')}</p>
      </div>
      <ul className={s.downloadList} role="list">
        {targets.map((target) => (
          <li key={target} className={s.downloadCard} data-app={target}>
            <h3 className={s.downloadName}>{t(`${target}.title`)}</h3>
            <p>{t(`${target}.body`)}</p>
            <div className={s.storeRow}>
              {target === 'admin' && !adminSiteUrl ? (
                <PlaceholderGap />
              ) : target === 'admin' ? (
                <a
                  className={`${button.button} ${button.primary} ${button.small}`}
                  href={adminSiteUrl}
                  {...external}
                >
                  {t('admin.cta')}
                  <span className="visually-hidden"> {t('newWindow')}</span>
                </a>
              ) : (
                <StoreLinks
                  links={links.storeLinks[target]}
                  appName={t(`${target}.title`)}
                  className={`${button.button} ${button.secondary} ${button.small}`}
                />
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
