import type { ReactNode } from 'react';
import { serviceApps } from '@/lib/site';

export const dynamicParams = false;

export function generateStaticParams() {
  return serviceApps.map((app) => ({ app }));
}

export default function ServiceAppLayout({ children }: { children: ReactNode }) {
  return children;
}
