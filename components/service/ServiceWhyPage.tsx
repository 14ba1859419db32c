import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { PageScaffold } from '@/components/layout/PageScaffold';
import { siteFacts } from '@/lib/content/company';
import { Section } from '@/components/ui/Section';
import { marketingPages, serviceAppPages, serviceApps } from '@/lib/content/site';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { AppScreen } from './AppScreen';
import { DownloadBox } from './DownloadBox';
import { appDevice, featureKey, serviceFeatures } from '../../lib/content/serviceFeatures';
import s from './service.module.css';

const steps = ['law', 'window', 'plan', 'moveIn'] as const;
const costs = ['print', 'transcribe', 'photos', 'deadline', 'residents'] as const;

/** /service: why the product exists (docs/product.md; facts: "Constants"). */
export async function ServiceWhyPage() {
  const t = await getTranslations('Service');
  const tApps = await getTranslations('ServiceApps');
  return (
    <>
      <PageScaffold page="service">
        <div className={s.block}>
          <SectionHeading
            eyebrow={t('regulation.eyebrow')}
            title={t('regulation.title')}
            lead={t('regulation.lead')}
            variant="block"
          />
          <ol className={s.timeline}>
            {steps.map((step, index) => (
              <li key={step} className={s.timelineStep}>
                <span className={s.timelineDot} aria-hidden="true">
                  {index + 1}
                </span>
                <p className={s.timelineLabel}>{t(`regulation.steps.${step}.label`)}</p>
                <h3 className={s.timelineTitle}>{t(`regulation.steps.${step}.title`)}</h3>
                <p className={s.muted}>{t(`regulation.steps.${step}.body`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </PageScaffold>

      <Section
        tone="alt"
        eyebrow={t('paper.eyebrow')}
        title={t('paper.title')}
        lead={t('paper.lead')}
      >
        <ul className={s.costGrid} role="list">
          {costs.map((cost, index) => (
            <li key={cost} className={s.costCard}>
              <span className={s.costIndex} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={s.cardTitle}>{t(`paper.items.${cost}.title`)}</h3>
              <p className={s.muted}>{t(`paper.items.${cost}.body`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        eyebrow={t('solution.eyebrow')}
        title={t('solution.title')}
        lead={t('solution.lead')}
      >
        <ul className={s.appGrid} role="list">
          {serviceApps.map((app) => (
            <li key={app} className={s.appCard}>
              <div className={s.appCardArt}>
                <AppScreen device={appDevice[app]} motif={serviceFeatures[app][0].motif} />
              </div>
              <h3 className={s.cardTitle}>{tApps(`${app}.name`)}</h3>
              <p className={s.muted}>
                <span className={s.audienceLabel}>{tApps('common.audience')}</span>{' '}
                {tApps(`${app}.audience`)}
              </p>
              <ul className={s.chipList} role="list">
                {serviceFeatures[app].map((feature) => (
                  <li key={feature.id} className={s.chip}>
                    {tApps(featureKey(app, feature.id, 'title'))}
                  </li>
                ))}
              </ul>
              <div className={s.cardLinks}>
                <Link href={marketingPages[serviceAppPages[app].advantage]} className={s.textLink}>
                  {t('solution.advantage')}
                  <span className="visually-hidden">: {tApps(`${app}.name`)}</span>
                </Link>
                <Link href={marketingPages[serviceAppPages[app].detail]} className={s.textLink}>
                  {t('solution.detail')}
                  <span className="visually-hidden">: {tApps(`${app}.name`)}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="alt">
        <DownloadBox targets={['resident', 'crew', 'admin']} links={siteFacts} />
      </Section>
    </>
  );
}
