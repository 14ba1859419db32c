import { getTranslations } from 'next-intl/server';
import { CanvasAnimation } from '@/components/animations/CanvasAnimation';
import { Eyebrow } from '@/components/ui/SectionHeading';
import button from '@/components/ui/button.module.css';
import type { Locale } from '@/i18n/routing';
import { productVideo } from '@/lib/content/company';
import { isPlaceholderAsset } from '@/lib/content/copyRegister';
import { introShowScript } from '@/lib/browser/inlineScripts';
import { HeroChips } from '../HeroChips';
import { VideoDialog } from '../VideoDialog';
import styles from '../HomePage.module.css';

export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const tPages = await getTranslations({ locale, namespace: 'Pages' });
  const tCommon = await getTranslations({ locale, namespace: 'Common' });
  const tReview = await getTranslations({ locale, namespace: 'Review' });
  const videoFiles = [
    ...productVideo.sources.map((source) => source.url),
    productVideo.poster,
    productVideo.captions[locale],
  ];
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroCopy}>
          <Eyebrow>{t('hero.eyebrow')}</Eyebrow>
          <h1 id="home-title" className={styles.heroTitle}>
            {tPages('home.heading')}
          </h1>
          <p className={styles.heroLead}>{t('hero.lead')}</p>
          <div className={styles.heroActions}>
            <a href="#contact" className={`${button.button} ${button.primary}`}>
              {t('hero.ctaContact')}
            </a>
            <VideoDialog
              labels={{
                open: t('video.open'),
                title: t('video.title'),
                play: t('video.play'),
                notToday: t('video.notToday'),
                close: tCommon('close'),
                caption: t('video.caption'),
              }}
              video={{
                sources: productVideo.sources,
                poster: productVideo.poster,
                captions: productVideo.captions[locale],
                captionsLang: locale,
                width: productVideo.width,
                height: productVideo.height,
              }}
              sample={
                videoFiles.some(isPlaceholderAsset)
                  ? { label: tReview('sample'), note: tReview('sampleNote') }
                  : undefined
              }
            />
            {/* Right after the dialog, not before it: it opens the element just before it, and an
                inline script waits for the stylesheets, and the parser with it, so placed after
                the dialog the poster is found (and painted) with the page. */}
            <script dangerouslySetInnerHTML={{ __html: introShowScript }} />
          </div>
          <p className={styles.heroNote}>{t('hero.note')}</p>
        </div>
        <div className={styles.heroVisual}>
          <CanvasAnimation
            scene="scan"
            label={t('hero.animationLabel')}
            className={styles.heroCanvas}
          />
          <HeroChips
            chips={[
              { text: t('hero.chips.crack'), tone: 'red' },
              { text: t('hero.chips.leak'), tone: 'amber' },
              { text: t('hero.chips.done'), tone: 'mint' },
            ]}
          />
        </div>
      </div>
    </section>
  );
}
