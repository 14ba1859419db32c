'use client';

import { useState, type ReactNode } from 'react';
import { ChevronIcon } from '@/components/ui/icons/ChevronIcon';
import { Link } from '@/i18n/navigation';
import { Drawer } from '@/components/ui/Drawer';
import { MenuLinks } from './MenuLinks';
import type { NavMenu, NavMenuExtras } from './navData';
import styles from './MobileDrawer.module.css';

type Props = {
  menus: NavMenu[];
  labels: { open: string; close: string; drawer: string };
  /** The language selector and other extras, rendered at the bottom of the drawer. */
  footer: ReactNode;
  /** Server-rendered content at the end of a menu's panel (the Services menu's download boxes). */
  extras?: NavMenuExtras;
};

/** Below 1024px: the menu button and the side drawer with one expanding panel per menu. */
export function MobileDrawer({ menus, labels, footer, extras = {} }: Props) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      ></button>
      <Drawer open={open} onClose={close} label={labels.drawer} closeLabel={labels.close}>
        <nav aria-label={labels.drawer} className={styles.nav}>
          <ul className={styles.list}>
            {menus.map((menu) => {
              if (menu.items.length === 1) {
                return (
                  <li key={menu.id}>
                    <Link href={menu.href} className={styles.heading} onClick={close}>
                      {menu.label}
                    </Link>
                  </li>
                );
              }
              const isOpen = expanded === menu.id;
              return (
                <li key={menu.id}>
                  <button
                    type="button"
                    className={styles.heading}
                    aria-expanded={isOpen}
                    aria-controls={`drawer-${menu.id}`}
                    onClick={() => setExpanded(isOpen ? null : menu.id)}
                  >
                    {menu.label}
                    <ChevronIcon size={16} className={styles.chevron} />
                  </button>
                  {/* Rendered and laid out with the drawer, when the page is idle, collapsed:
                      expanding one shows it without styling or laying out its links and download
                      boxes in the tap's frame (docs/performance.md). */}
                  <div
                    id={`drawer-${menu.id}`}
                    className={`${styles.panel} ${isOpen ? '' : styles.collapsed}`}
                  >
                    <ul className={styles.panelList}>
                      <MenuLinks
                        items={menu.items}
                        linkClass={styles.link!}
                        subClass={`${styles.link} ${styles.sub}`}
                        onNavigate={close}
                      />
                    </ul>
                    {extras[menu.id] && <div className={styles.extra}>{extras[menu.id]}</div>}
                  </div>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.footer}>{footer}</div>
      </Drawer>
    </>
  );
}
