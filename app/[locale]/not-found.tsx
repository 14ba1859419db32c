import { NotFoundContent } from '@/components/layout/NotFoundContent';

// Rendered for notFound() in the bare pages (a consent link whose index is not a number). It stays
// without the site header: a not-found boundary's client code ships with every page below it, and
// the header's would push the consent pages over their JavaScript budget. Unknown paths and
// marketing pages get (marketing)/not-found.tsx, inside the full site chrome.
export default function LocaleNotFound() {
  return (
    <main id="main" tabIndex={-1}>
      <NotFoundContent />
    </main>
  );
}
