import { Suspense, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
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

const belowTheFold = [Facts, Features, Figures, Flow, AiChecker, Apps, Contact, FloatingLinks];

/**
 * The home page; customer landing pages (/HobanON, …) render it inside the empty layout, so it
 * uses no <header>/<footer> of its own and nothing from the default layout.
 */
export function HomePage({ locale }: { locale: Locale }) {
  return (
    <div className={styles.home}>
      <Hero locale={locale} />
      {belowTheFold.map((Part, index) => (
        <HydrateLater key={index}>
          <Part locale={locale} />
        </HydrateLater>
      ))}
    </div>
  );
}
