import QRCode from 'qrcode';
import { getTranslations } from 'next-intl/server';
import { qrCodeOptions, qrTarget, storeLinks } from '@/lib/company';
import styles from './AppQrCodes.module.css';

/**
 * Two app cards (resident app; admin and crew app) with a QR code each, rendered on the server so
 * the qrcode library never reaches the browser, and a Google Play and an App Store link for each.
 */
export async function AppQrCodes({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const t = await getTranslations('DownloadDialog');
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const apps = [
    { id: 'resident', name: t('residentApp'), note: t('residentNote') },
    { id: 'crew', name: t('crewApp'), note: t('crewNote') },
  ] as const;
  const codes = await Promise.all(
    apps.map((app) => QRCode.toString(qrTarget(app.id), qrCodeOptions)),
  );

  return (
    <div className={styles.grid}>
      {apps.map((app, index) => (
        <div key={app.id} className={styles.card} data-app={app.id}>
          <Heading className={styles.name}>{app.name}</Heading>
          <p className={styles.note}>{app.note}</p>
          <div
            className={styles.qr}
            role="img"
            aria-label={t('qrLabel', { app: app.name })}
            data-qr-url={qrTarget(app.id)}
            dangerouslySetInnerHTML={{ __html: codes[index]! }}
          />
          <div className={styles.stores}>
            <a
              className={styles.store}
              href={storeLinks[app.id].googlePlay}
              target="_blank"
              rel="noopener noreferrer"
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
                <path d="M4 3.5v17l9.2-8.5L4 3.5Z" fill="#12b886" />
                <path d="m4 3.5 12.4 6.9-3.2 1.6L4 3.5Z" fill="#3b7bff" />
                <path d="m4 20.5 12.4-6.9-3.2-1.6L4 20.5Z" fill="#f03e3e" />
                <path d="m16.4 10.4 3.4 1.6-3.4 1.6-3.2-1.6 3.2-1.6Z" fill="#fab005" />
              </svg>
              <span>
                Google Play<span className="visually-hidden"> — {app.name}</span>
              </span>
            </a>
            <a
              className={styles.store}
              href={storeLinks[app.id].appStore}
              target="_blank"
              rel="noopener noreferrer"
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
                <rect x="3" y="3" width="18" height="18" rx="5" fill="#1f5eff" />
                <path
                  d="M9 16.5 13.5 8M15 16.5 10.5 8M7.5 14h9"
                  stroke="#fff"
                  strokeWidth="1.7"
                  strokeLinecap="round"
                  fill="none"
                />
              </svg>
              <span>
                App Store<span className="visually-hidden"> — {app.name}</span>
              </span>
            </a>
          </div>
        </div>
      ))}
    </div>
  );
}
