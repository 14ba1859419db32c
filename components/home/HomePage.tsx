import type { Locale } from '@/i18n/routing';
import { PageScaffold } from '@/components/layout/PageScaffold';

/** The home page; customer landing pages (/HobanON, …) render it inside the empty layout. */
export function HomePage(_props: { locale: Locale }) {
  return <PageScaffold page="home" />;
}
