import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { siteFacts } from '@/lib/content/company';
import { siteMarkProps } from '@/lib/content/siteMark';
import { AppQrCodes } from './AppQrCodes';
import { DesktopNav } from './DesktopNav';
import { DownloadButton } from './DownloadButton';
import { LocaleSwitcher } from './LocaleSwitcher';
import { MenuDownloads } from './MenuDownloads';
import { MobileDrawer } from './MobileDrawer';
import { navMenus } from './navData';
import styles from './SiteHeader.module.css';

export async function SiteHeader() {
  const tNav = await getTranslations('Nav');
  const tItems = await getTranslations('NavItems');
  const tMeta = await getTranslations('Meta');
  const tCommon = await getTranslations('Common');
  const tHeader = await getTranslations('Header');
  const tDownload = await getTranslations('DownloadDialog');
  const menus = navMenus((key) => tNav(key), tItems);
  // The Services menu carries the download boxes, in the dropdown and the drawer (docs/product.md).
  const extras = { service: <MenuDownloads links={siteFacts} /> };

  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        {/* The mark is the link's ::before (lib/content/siteMark.ts); the visible word is its
            accessible name. */}
        <Link href="/" {...siteMarkProps({ mark: styles.logo, markFile: styles.markFile })}>
          {tMeta('siteName')}
        </Link>
        <DesktopNav menus={menus} label={tNav('primary')} extras={extras} />
        <div className={styles.actions}>
          <DownloadButton
            label={tCommon('download')}
            title={tDownload('title')}
            lead={tDownload('lead')}
            closeLabel={tCommon('close')}
          >
            <AppQrCodes />
          </DownloadButton>
          <LocaleSwitcher className={styles.locale} />
          <MobileDrawer
            menus={menus}
            labels={{
              open: tCommon('openMenu'),
              close: tCommon('closeMenu'),
              drawer: tHeader('drawer'),
            }}
            footer={<LocaleSwitcher inlineIcon />}
            extras={extras}
          />
        </div>
      </div>
    </header>
  );
}
