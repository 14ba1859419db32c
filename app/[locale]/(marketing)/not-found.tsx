import { NotFoundContent } from '@/components/layout/NotFoundContent';

// Unknown paths (the [...rest] route) and notFound() in marketing pages: inside the site chrome.
export default function MarketingNotFound() {
  return <NotFoundContent />;
}
