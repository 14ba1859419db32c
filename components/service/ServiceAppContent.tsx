import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { PageScaffold } from '@/components/layout/PageScaffold';
import { siteFacts } from '@/lib/content/company';
import { Section } from '@/components/ui/Section';
import button from '@/components/ui/button.module.css';
import { marketingPages, serviceAppPages, serviceApps, type ServiceApp } from '@/lib/content/site';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { AppScreen } from './AppScreen';
import { DownloadBox, type DownloadTarget } from './DownloadBox';
import { appDevice, featureKey, serviceFeatures } from '../../lib/content/serviceFeatures';
import s from './service.module.css';

/** Resident app: the resident store links; admin: the admin site and the crew app; crew: the crew app. */
const downloads: Record<ServiceApp, readonly DownloadTarget[]> = {
  resident: ['resident'],
  admin: ['admin', 'crew'],
  crew: ['crew'],
};

const benefits = ['b1', 'b2', 'b3'] as const;

async function OtherApps({ app }: { app: ServiceApp }) {
  const t = await getTranslations('ServiceApps');
  return (
    <nav className={s.otherApps} aria-label={t('common.otherApps')}>
      <h2 className={s.otherTitle}>{t('common.otherApps')}</h2>
      <ul className={s.otherList} role="list">
        {serviceApps
          .filter((other) => other !== app)
          .map((other) => (
            <li key={other}>
              <Link className={s.otherLink} href={marketingPages[serviceAppPages[other].advantage]}>
                <span className={s.otherName}>{t(`${other}.name`)}</span>
                <span className={s.muted}>{t(`${other}.audience`)}</span>
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** /service/[app]/advantage: who it is for, what changes, every feature at a glance. */
export async function ServiceAppAdvantage({ app }: { app: ServiceApp }) {
  const t = await getTranslations('ServiceApps');
  const features = serviceFeatures[app];
  const device = appDevice[app];
  return (
    <>
      <PageScaffold page={serviceAppPages[app].advantage}>
        <div className={`${s.split} ${s.block}`}>
          <div>
            <p className={s.audience}>
              <span className={s.audienceLabel}>{t('common.audience')}</span> {t(`${app}.audience`)}
            </p>
            <SectionHeading title={t('common.benefitsTitle')} />
            <ol className={s.benefits}>
              {benefits.map((b, index) => (
                <li key={b} className={s.benefit}>
                  <span className={s.benefitIndex} aria-hidden="true">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className={s.cardTitle}>{t(`${app}.benefits.${b}.title`)}</h3>
                    <p className={s.muted}>{t(`${app}.benefits.${b}.body`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div className={`${s.art} ${device === 'desktop' ? s.artWide : ''}`}>
            <AppScreen device={device} motif={features[0].motif} />
            {device === 'phone' && (
              <AppScreen device="phone" motif={features[1].motif} className={s.artSecond} />
            )}
          </div>
        </div>
      </PageScaffold>

      <Section
        tone="alt"
        title={t('common.featuresTitle')}
        lead={t('common.featuresLead', { app: t(`${app}.name`) })}
      >
        <ul className={s.featureGrid} role="list" data-testid="feature-list">
          {features.map((feature, index) => (
            <li key={feature.id} className={s.featureCard}>
              <span className={s.featureIndex} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={s.cardTitle}>{t(featureKey(app, feature.id, 'title'))}</h3>
              <p className={s.muted}>{t(featureKey(app, feature.id, 'summary'))}</p>
            </li>
          ))}
        </ul>
        <p className={s.centerAction}>
          <Link
            className={`${button.button} ${button.primary}`}
            href={marketingPages[serviceAppPages[app].detail]}
          >
            {t('common.toDetail')}
          </Link>
        </p>
      </Section>

      <Section>
        <DownloadBox targets={downloads[app]} links={siteFacts} />
        <OtherApps app={app} />
      </Section>
    </>
  );
}

/** /service/[app]/detail: each feature with its screen and a full description. */
export async function ServiceAppDetail({ app }: { app: ServiceApp }) {
  const t = await getTranslations('ServiceApps');
  const features = serviceFeatures[app];
  const device = appDevice[app];
  return (
    <>
      <PageScaffold page={serviceAppPages[app].detail}>
        <nav aria-label={t('common.featuresTitle')} className={s.featureNav}>
          <ul className={s.chipList} role="list">
            {features.map((feature) => (
              <li key={feature.id}>
                <a className={s.chipLink} href={`#feature-${feature.id}`}>
                  {t(featureKey(app, feature.id, 'title'))}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageScaffold>

      <div data-testid="feature-list">
        {features.map((feature, index) => (
          <section
            key={feature.id}
            id={`feature-${feature.id}`}
            className={`${s.featureRow} ${index % 2 ? s.featureRowAlt : ''}`}
            aria-labelledby={`feature-${feature.id}-title`}
          >
            <div className={`container ${s.split} ${index % 2 ? s.splitReverse : ''}`}>
              <div>
                <SectionHeading
                  eyebrow={String(index + 1).padStart(2, '0')}
                  title={t(featureKey(app, feature.id, 'title'))}
                  titleId={`feature-${feature.id}-title`}
                />
                <p className={s.summary}>{t(featureKey(app, feature.id, 'summary'))}</p>
                <p className={s.muted}>{t(featureKey(app, feature.id, 'body'))}</p>
              </div>
              <div className={`${s.art} ${device === 'desktop' ? s.artWide : ''}`}>
                <AppScreen device={device} motif={feature.motif} />
              </div>
            </div>
          </section>
        ))}
      </div>

      <Section tone="alt">
        <p className={s.centerAction}>
          <Link
            className={`${button.button} ${button.secondary}`}
            href={marketingPages[serviceAppPages[app].advantage]}
          >
            {t('common.toAdvantage')}
          </Link>
        </p>
        <DownloadBox targets={downloads[app]} links={siteFacts} />
        <OtherApps app={app} />
      </Section>
    </>
  );
}
