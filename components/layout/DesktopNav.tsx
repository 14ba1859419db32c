'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@/i18n/navigation';
import { MenuLinks } from './MenuLinks';
import type { NavMenu, NavMenuExtras } from './navData';
import styles from './SiteHeader.module.css';

/**
 * Desktop menus as disclosure buttons (aria-expanded): click, Enter or Space opens a menu, hovering
 * opens it too, ArrowDown moves into it, Escape closes it and returns focus to its button, and
 * focus or a click leaving the menu closes it. `extras`: server-rendered content shown beside a
 * menu's links (the Services menu's download boxes), rendered from the menu's first opening on.
 */
export function DesktopNav({
  menus,
  label,
  extras = {},
}: {
  menus: NavMenu[];
  label: string;
  extras?: NavMenuExtras;
}) {
  const [open, setOpen] = useState<string | null>(null);
  // Menus opened at least once: their extras stay mounted from then on.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  if (open && !opened.has(open)) setOpened(new Set(opened).add(open));
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const hoverTimer = useRef<number | undefined>(undefined);
  // The menu the pointer opened by hovering: the click that follows (a mouse user moves onto the
  // button, then clicks it) keeps it open instead of closing it again.
  const openedByHover = useRef<string | null>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function focusFirstLink(id: string) {
    requestAnimationFrame(() =>
      navRef.current?.querySelector<HTMLAnchorElement>(`#menu-${id} a`)?.focus(),
    );
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLLIElement>, id: string) {
    if (event.key === 'Escape' && open === id) {
      event.preventDefault();
      setOpen(null);
      buttons.current[id]?.focus();
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const links = Array.from(
        navRef.current?.querySelectorAll<HTMLAnchorElement>(`#menu-${id} a`) ?? [],
      );
      if (links.length === 0) return;
      const index = links.indexOf(document.activeElement as HTMLAnchorElement);
      if (index === -1 && event.key === 'ArrowDown' && open !== id) {
        event.preventDefault();
        setOpen(id);
        focusFirstLink(id);
        return;
      }
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
      links[(next + links.length) % links.length]?.focus();
    }
  }

  return (
    <nav ref={navRef} aria-label={label} className={styles.nav}>
      <ul className={styles.menus}>
        {menus.map((menu) => {
          if (menu.items.length === 1) {
            return (
              <li key={menu.id} className={styles.menu}>
                <Link href={menu.href} className={styles.menuButton}>
                  {menu.label}
                </Link>
              </li>
            );
          }
          const isOpen = open === menu.id;
          return (
            <li
              key={menu.id}
              className={styles.menu}
              onKeyDown={(event) => onMenuKeyDown(event, menu.id)}
              onBlur={(event) => {
                if (
                  !event.currentTarget.contains(event.relatedTarget as Node | null) &&
                  event.relatedTarget
                )
                  setOpen(null);
              }}
              onMouseEnter={() => {
                window.clearTimeout(hoverTimer.current);
                if (!isOpen) openedByHover.current = menu.id;
                setOpen(menu.id);
              }}
              onMouseLeave={() => {
                hoverTimer.current = window.setTimeout(
                  () => setOpen((current) => (current === menu.id ? null : current)),
                  120,
                );
              }}
            >
              <button
                ref={(el) => {
                  buttons.current[menu.id] = el;
                }}
                type="button"
                className={`${styles.menuButton} ${styles.chevron}`}
                aria-expanded={isOpen}
                aria-controls={`menu-${menu.id}`}
                onClick={() => {
                  const hovered = openedByHover.current === menu.id;
                  openedByHover.current = null;
                  setOpen(isOpen && !hovered ? null : menu.id);
                }}
              >
                {menu.label}
              </button>
              <div
                id={`menu-${menu.id}`}
                className={`${styles.dropdown} ${extras[menu.id] ? styles.dropdownWide : ''}`}
                hidden={!isOpen}
              >
                <ul className={styles.dropdownList}>
                  <MenuLinks
                    items={menu.items}
                    linkClass={styles.dropdownLink!}
                    subClass={styles.subLink!}
                    onNavigate={() => setOpen(null)}
                  />
                </ul>
                {/* Rendered once the menu opens: the boxes carry no link to a page of the site
                    (docs/performance.md), unlike the menu's links. */}
                {opened.has(menu.id) || isOpen ? extras[menu.id] : null}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
