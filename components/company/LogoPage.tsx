import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { PageScaffold } from '@/components/layout/PageScaffold';
import { SampleMark } from '@/components/ui/SampleMark';
import { Section } from '@/components/ui/Section';
import button from '@/components/ui/button.module.css';
import card from '@/components/ui/card.module.css';
import type { Locale } from '@/i18n/routing';
import { downloads } from '@/lib/content/company';
import { SITE_MARK_PATH } from '@/lib/content/siteMark';
import { SectionHeading } from '@/components/ui/SectionHeading';
import styles from './company.module.css';

export async function LogoPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Logo' });
  return (
    <PageScaffold page="logo">
      <div className={styles.split}>
        <div className={styles.logoStage} aria-hidden="true">
          {/* The company's mark from its registered file (lib/content/siteMark.ts). */}
          <Image
            src={SITE_MARK_PATH}
            alt=""
            width={120}
            height={120}
            unoptimized
            className={styles.logoMark}
          />
          <span className={styles.logoWord}>채들</span>
        </div>
        <div className={styles.prose}>
          <SectionHeading title={t('symbol.title')} variant="prose" />
          {(t.raw('symbol.paragraphs') as string[]).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
      <Section title={t('files.title')} lead={t('files.lead')} className={styles.flush}>
        <ul className={`${card.grid} ${styles.plainList}`}>
          {downloads.logos.map((logo) => (
            <li key={logo.id} className={`${card.card} ${styles.logoCard}`}>
              <div className={`${styles.logoPreview} ${logo.id === 'reverse' ? styles.dark : ''}`}>
                <Image
                  src={logo.svg}
                  alt=""
                  width={logo.id === 'symbol' ? 96 : 220}
                  height={96}
                  unoptimized
                />
              </div>
              <SampleMark urls={[logo.svg, logo.png]} />
              <h3>{t(`files.${logo.id}.title`)}</h3>
              <p>{t(`files.${logo.id}.text`)}</p>
              <div className={styles.fileLinks}>
                <a
                  href={logo.svg}
                  download
                  className={`${button.button} ${button.secondary} ${button.small}`}
                >
                  {t('downloadSvg')}
                  <span className="visually-hidden"> — {t(`files.${logo.id}.title`)}</span>
                </a>
                <a
                  href={logo.png}
                  download
                  className={`${button.button} ${button.secondary} ${button.small}`}
                >
                  {t('downloadPng')}
                  <span className="visually-hidden"> — {t(`files.${logo.id}.title`)}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </PageScaffold>
  );
}
