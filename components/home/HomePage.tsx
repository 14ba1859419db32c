import { Suspense, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { siteFacts } from '@/lib/content/company';
import { AiChecker } from './sections/AiChecker';
import { Apps } from './sections/Apps';
import { Contact } from './sections/Contact';
import { Facts } from './sections/Facts';
import { Features } from './sections/Features';
import { Figures } from './sections/Figures';
import { FloatingLinks } from './sections/FloatingLinks';
import { Flow } from './sections/Flow';
import { Hero } from './sections/Hero';
import styles from './HomePage.module.css';

/**
 * A section below the fold. React leaves a Suspense boundary of the server's HTML for later and
 * hydrates it in small slices after the rest, so the page's hydration is no single long task and
 * a tap anywhere is answered first (React hydrates the tapped boundary at once).
 */
function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}

/**
 * The home page; customer landing pages (/HobanON, …) render it inside the empty layout, so it
 * uses no <header>/<footer> of its own and nothing from the default layout.
 */
export function HomePage({ locale }: { locale: Locale }) {
  const belowTheFold = [
    <Facts key="facts" locale={locale} />,
    <Features key="features" locale={locale} />,
    <Figures key="figures" figures={siteFacts.figures} />,
    <Flow key="flow" locale={locale} />,
    <AiChecker key="ai" locale={locale} />,
    <Apps key="apps" locale={locale} />,
    <Contact key="contact" locale={locale} />,
    <FloatingLinks key="floating" adminSiteUrl={siteFacts.adminSiteUrl} />,
  ];
  return (
    <div className={styles.home}>
      <Hero locale={locale} />
      {belowTheFold.map((part) => (
        <HydrateLater key={part.key}>{part}</HydrateLater>
      ))}
    </div>
  );
}
