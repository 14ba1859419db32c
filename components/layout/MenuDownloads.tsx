import { useTranslations } from 'next-intl';
import { ExternalIcon } from '@/components/ui/icons/ExternalIcon';
import { PlaceholderGap } from '@/components/ui/PlaceholderGap';
import { StoreLinks } from '@/components/ui/StoreLinks';
import type { DownloadLinks } from '@/lib/content/siteFacts';
import styles from './MenuDownloads.module.css';

/**
 * The Services menu's download boxes (docs/product.md): the two apps' store
 * links and the admin site (`links`, lib/content/company.ts). Rendered on the server and handed to
 * the desktop dropdown and the drawer as a node, so the menus' client code carries no strings or
 * store URLs of its own.
 */
export function MenuDownloads({ links }: { links: DownloadLinks }) {
  const t = useTranslations('Service.download');
  const { adminSiteUrl } = links;
  const apps = ['resident', 'crew'] as const;
  return (
    <div className={styles.box} data-menu-downloads="">
      <p className={styles.title}>{t('title')}</p>
      <ul className={styles.list}>
        {apps.map((app) => (
          <li key={app} className={styles.item} data-app={app}>
            <span className={styles.name}>{t(`${app}.title`)}</span>
            <span className={styles.stores}>
              <StoreLinks
                links={links.storeLinks[app]}
                appName={t(`${app}.title`)}
                className={styles.store}
                brandIcons
              />
            </span>
          </li>
        ))}
        <li className={styles.item} data-app="admin">
          <span className={styles.name}>{t('admin.title')}</span>
          <span className={styles.stores}>
            {adminSiteUrl ? (
              <a
                className={styles.store}
                href={adminSiteUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('admin.cta')}
                <ExternalIcon />
                <span className="visually-hidden"> {t('newWindow')}</span>
              </a>
            ) : (
              <PlaceholderGap />
            )}
          </span>
        </li>
      </ul>
    </div>
  );
}
