import { createNavigation } from 'next-intl/navigation';
import { withSecureLocaleCookie } from '@/lib/security/secureCookies';
import { routing } from './routing';

export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(
  withSecureLocaleCookie(routing, typeof location === 'undefined' ? undefined : location.protocol),
);
