import { getTranslations } from 'next-intl/server';
import { storeLinks } from '@/lib/company';
import { AppDownloadIcon } from './icons/AppDownloadIcon';
import { AppStoreIcon } from './icons/AppStoreIcon';
import { GooglePlayIcon } from './icons/GooglePlayIcon';
import { PlayIcon } from './icons/PlayIcon';

/**
 * The Google Play and App Store links of one app, opening in a new window (said to screen
 * readers). `brandIcons`: the stores' coloured marks instead of icons in the text colour.
 */
export async function StoreLinks({
  app,
  appName,
  className,
  brandIcons = false,
}: {
  app: keyof typeof storeLinks;
  appName: string;
  className?: string;
  brandIcons?: boolean;
}) {
  const t = await getTranslations('Service.download');
  const stores = [
    {
      id: 'googlePlay',
      icon: brandIcons ? <GooglePlayIcon /> : <PlayIcon size={18} rounded />,
    },
    { id: 'appStore', icon: brandIcons ? <AppStoreIcon /> : <AppDownloadIcon /> },
  ] as const;
  return stores.map((store) => (
    <a
      key={store.id}
      className={className}
      href={storeLinks[app][store.id]}
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
  ));
}
