/**
 * End-to-end tests only: a page only in builds made with E2E_TEST_HOOKS=1 that are not production
 * (next.config.mjs `pageExtensions`; lib/config/deployment.mjs refuses the variable in a production
 * build). The home page's figures with every fact confirmed (test/fixtures/), below the fold, for
 * e2e/preview/count-up.spec.ts: counting up is the browser's (scrolling into view, frames, reduced
 * motion), and the real figures may all still be placeholders, which show no count.
 */
import { setRequestLocale } from 'next-intl/server';
import { Figures } from '@/components/home/sections/Figures';
import { fixtureFacts } from '@/test/companyFacts';

export default function FiguresPage() {
  setRequestLocale('ko');
  return (
    <main>
      <div style={{ height: '150vh' }} />
      <Figures figures={fixtureFacts.confirmed.figures} />
    </main>
  );
}
