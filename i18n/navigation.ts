import { createNavigation } from 'next-intl/navigation';
import { routingForProtocol } from './secureLocaleCookie';

export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(
  routingForProtocol(typeof location === 'undefined' ? undefined : location.protocol),
);
