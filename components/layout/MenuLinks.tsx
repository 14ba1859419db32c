import { Link } from '@/i18n/navigation';
import type { NavLink } from './navData';

/**
 * The links of one menu as list items, shared by the desktop dropdown and the mobile drawer: each
 * item, then its children (a sub-link class), flat in the same list. Imported by client components.
 */
export function MenuLinks({
  items,
  linkClass,
  subClass,
  onNavigate,
}: {
  items: NavLink[];
  linkClass: string;
  subClass: string;
  onNavigate: () => void;
}) {
  return items.flatMap((item) => [
    <li key={item.href}>
      <Link href={item.href} className={linkClass} onClick={onNavigate}>
        {item.label}
      </Link>
    </li>,
    ...(item.children ?? []).map((child) => (
      <li key={child.href}>
        <Link href={child.href} className={subClass} onClick={onNavigate}>
          {child.label}
        </Link>
      </li>
    )),
  ]);
}
