import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { marketingPages, menus } from '@/lib/site';
import { LocaleSwitcher } from './LocaleSwitcher';
import styles from './SiteHeader.module.css';

export async function SiteHeader() {
  const tNav = await getTranslations('Nav');
  const tItems = await getTranslations('NavItems');
  const tMeta = await getTranslations('Meta');

  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.logo}>
          {tMeta('siteName')}
        </Link>
        <nav aria-label={tNav('primary')} className={styles.nav}>
          <ul className={styles.menus}>
            {menus.map((menu) => (
              <li key={menu.id} className={styles.menu}>
                <Link href={marketingPages[menu.items[0]!.page]} className={styles.menuLink}>
                  {tNav(menu.id)}
                </Link>
                {menu.items.length > 1 && (
                  <ul className={styles.dropdown}>
                    {menu.items.map((item) => (
                      <li key={item.page}>
                        <Link href={marketingPages[item.page]}>{tItems(item.page)}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <LocaleSwitcher />
      </div>
    </header>
  );
}
