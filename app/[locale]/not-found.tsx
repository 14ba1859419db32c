import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { NotFoundContent } from '@/components/layout/NotFoundContent';

// Rendered for notFound() anywhere under [locale] and for unknown paths (the [...rest] route).
export default function LocaleNotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <NotFoundContent />
      </main>
      <SiteFooter />
    </>
  );
}
