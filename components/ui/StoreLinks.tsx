import { useTranslations } from 'next-intl';
import type { AppStoreLinks } from '@/lib/content/siteFacts';
import { AppDownloadIcon } from './icons/AppDownloadIcon';
import { AppStoreIcon } from './icons/AppStoreIcon';
import { GooglePlayIcon } from './icons/GooglePlayIcon';
import { PlayIcon } from './icons/PlayIcon';
import { PlaceholderGap } from './PlaceholderGap';
import styles from './StoreLinks.module.css';

/**
 * The Google Play and App Store links of one app (`links`, lib/content/company.ts storeLinks),
 * opening in a new window (said to screen readers). `brandIcons`: the stores' coloured marks
 * instead of icons in the text colour. A store URL that is still a placeholder is no link: the
 * store's name with a marked gap.
 */
export function StoreLinks({
  links,
  appName,
  className,
  brandIcons = false,
}: {
  links: AppStoreLinks;
  appName: string;
  className?: string;
  brandIcons?: boolean;
}) {
  const t = useTranslations('Service.download');
  const stores = [
    {
      id: 'googlePlay',
      icon: brandIcons ? <GooglePlayIcon /> : <PlayIcon size={18} rounded />,
    },
    { id: 'appStore', icon: brandIcons ? <AppStoreIcon /> : <AppDownloadIcon /> },
  ] as const;
  return stores.map((store) => {
    const href = links[store.id];
    if (!href) {
      return (
        <span
          key={store.id}
          className={`${className ?? ''} ${styles.pending}`}
          data-store={store.id}
        >
          {store.icon}
          <span>{t(store.id)}</span>
          <PlaceholderGap />
        </span>
      );
    }
    return (
      <a
        key={store.id}
        className={className}
        href={href}
        data-store={store.id}
        target="_blank"
        rel="noopener noreferrer"
      >
        {store.icon}
        <span>
          {t(store.id)}
          <span className="visually-hidden">
            {' '}
            — {appName} {t('newWindow')}
          </span>
        </span>
      </a>
    );
  });
}
