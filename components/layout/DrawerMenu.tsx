'use client';

import { memo, type ReactNode } from 'react';
import { ChevronIcon } from '@/components/ui/icons/ChevronIcon';
import { Link } from '@/i18n/navigation';
import { MenuLinks } from './MenuLinks';
import type { NavMenu } from './navData';
import styles from './MobileDrawer.module.css';

type Props = {
  menu: NavMenu;
  expanded: boolean;
  onToggle: (id: NavMenu['id']) => void;
  onNavigate: () => void;
  /** Server-rendered content at the end of its panel (the Services menu's download boxes). */
  extra?: ReactNode;
};

/**
 * One menu of the drawer: a link, or a heading button with its expanding panel. Memoised: opening
 * the drawer or a panel re-renders only the menus it changes (docs/performance.md).
 */
export const DrawerMenu = memo(function DrawerMenu({
  menu,
  expanded,
  onToggle,
  onNavigate,
  extra,
}: Props) {
  if (menu.items.length === 1) {
    return (
      <li>
        <Link href={menu.href} className={styles.heading} onClick={onNavigate}>
          {menu.label}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className={styles.heading}
        aria-expanded={expanded}
        aria-controls={`drawer-${menu.id}`}
        onClick={() => onToggle(menu.id)}
      >
        {menu.label}
        <ChevronIcon size={16} className={styles.chevron} />
      </button>
      {/* Rendered and laid out with the drawer, when the page is idle, collapsed: expanding one
          shows it without styling or laying out its links and download boxes in the tap's frame
          (docs/performance.md). */}
      <div
        id={`drawer-${menu.id}`}
        className={`${styles.panel} ${expanded ? '' : styles.collapsed}`}
      >
        <ul className={styles.panelList}>
          <MenuLinks
            items={menu.items}
            linkClass={styles.link!}
            subClass={`${styles.link} ${styles.sub}`}
            onNavigate={onNavigate}
          />
        </ul>
        {extra && <div className={styles.extra}>{extra}</div>}
      </div>
    </li>
  );
});
