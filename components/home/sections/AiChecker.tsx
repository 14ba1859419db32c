import { getTranslations } from 'next-intl/server';
import { CanvasAnimation } from '@/components/animations/CanvasAnimation';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { Locale } from '@/i18n/routing';
import styles from '../HomePage.module.css';

export async function AiChecker({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <Section tone="alt">
      <div className={styles.ai}>
        <div>
          <SectionHeading
            eyebrow={t('ai.eyebrow')}
            title={t('ai.title')}
            lead={t('ai.lead')}
            variant="tight"
          />
          <ul className={styles.checks}>
            {(t.raw('ai.points') as string[]).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <div className={styles.aiVisual}>
          <CanvasAnimation scene="classify" label={t('ai.animationLabel')} />
        </div>
      </div>
    </Section>
  );
}
