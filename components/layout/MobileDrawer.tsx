'use client';

import { useCallback, useState, type ReactNode } from 'react';
import { Drawer } from '@/components/ui/Drawer';
import { DrawerMenu } from './DrawerMenu';
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
  const [expanded, setExpanded] = useState<NavMenu['id'] | null>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(
    (id: NavMenu['id']) => setExpanded((current) => (current === id ? null : id)),
    [],
  );

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
            {menus.map((menu) => (
              <DrawerMenu
                key={menu.id}
                menu={menu}
                expanded={expanded === menu.id}
                onToggle={toggle}
                onNavigate={close}
                extra={extras[menu.id]}
              />
            ))}
          </ul>
        </nav>
        <div className={styles.footer}>{footer}</div>
      </Drawer>
    </>
  );
}
