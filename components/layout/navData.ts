import type { ReactNode } from 'react';
import type { getTranslations } from 'next-intl/server';
import { marketingPages, menus, type Menu, type MenuItem } from '@/lib/content/site';

/** `children`: the links under an item, without the item's own page. */
export type NavLink = { href: string; label: string; children?: NavLink[] };
export type NavMenu = { id: Menu['id']; label: string; href: string; items: NavLink[] };
/** Server-rendered content shown with a menu's links (the Services menu's download boxes). */
export type NavMenuExtras = Partial<Record<Menu['id'], ReactNode>>;

type T = Awaited<ReturnType<typeof getTranslations<'NavItems'>>>;

function toLink(item: MenuItem, t: T): NavLink {
  return {
    href: marketingPages[item.page],
    label: t(item.page),
    children: item.children
      ?.filter((child) => child.page !== item.page)
      .map((child) => toLink(child, t)),
  };
}

/** The four menus of lib/content/site.ts with translated labels, as plain data for client components. */
export function navMenus(tNav: (key: Menu['id']) => string, tItems: T): NavMenu[] {
  return menus.map((menu) => ({
    id: menu.id,
    label: tNav(menu.id),
    href: marketingPages[menu.items[0]!.page],
    items: menu.items.map((item) => toLink(item, tItems)),
  }));
}
