import { getTranslations } from 'next-intl/server';
import { adminSiteUrl, storeLinks } from '@/lib/company';
import button from '@/components/ui/button.module.css';
import s from './service.module.css';

export type DownloadTarget = 'resident' | 'crew' | 'admin';

function PlayIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 3.5v17a1 1 0 0 0 1.5.86l14.5-8.5a1 1 0 0 0 0-1.72L6.5 2.64A1 1 0 0 0 5 3.5Z"
        fill="currentColor"
      />
    </svg>
  );
}

function StoreIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect
        x="4"
        y="2"
        width="16"
        height="20"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="M12 7v7m-3-3 3 3 3-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Download boxes (SPEC.md section 2, services menu): store links per app, the admin site. */
export async function DownloadBox({
  targets,
  headingLevel = 2,
}: {
  targets: readonly DownloadTarget[];
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations('Service.download');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Item = headingLevel === 2 ? 'h3' : 'h4';
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <div className={s.downloads}>
      <div className={s.downloadsIntro}>
        <Heading className={s.downloadsTitle}>{t('title')}</Heading>
        <p>{t('lead')}</p>
      </div>
      <ul className={s.downloadList} role="list">
        {targets.map((target) => (
          <li key={target} className={s.downloadCard}>
            <Item className={s.downloadName}>{t(`${target}.title`)}</Item>
            <p>{t(`${target}.body`)}</p>
            <div className={s.storeRow}>
              {target === 'admin' ? (
                <a
                  className={`${button.button} ${button.primary} ${button.small}`}
                  href={adminSiteUrl}
                  {...external}
                >
                  {t('admin.cta')}
                  <span className="visually-hidden"> {t('newWindow')}</span>
                </a>
              ) : (
                <>
                  <a
                    className={`${button.button} ${button.secondary} ${button.small}`}
                    href={storeLinks[target].googlePlay}
                    {...external}
                  >
                    <PlayIcon />
                    {t('googlePlay')}
                    <span className="visually-hidden">
                      {' '}
                      {t(`${target}.title`)} {t('newWindow')}
                    </span>
                  </a>
                  <a
                    className={`${button.button} ${button.secondary} ${button.small}`}
                    href={storeLinks[target].appStore}
                    {...external}
                  >
                    <StoreIcon />
                    {t('appStore')}
                    <span className="visually-hidden">
                      {' '}
                      {t(`${target}.title`)} {t('newWindow')}
                    </span>
                  </a>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
