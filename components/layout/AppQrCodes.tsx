import QRCode from 'qrcode';
import { getTranslations } from 'next-intl/server';
import { StoreLinks } from '@/components/ui/StoreLinks';
import { qrCodeOptions, qrTarget, storeLinks } from '@/lib/content/company';
import styles from './AppQrCodes.module.css';

/**
 * Two app cards (resident app; admin and crew app) with a QR code each, rendered on the server so
 * the qrcode library never reaches the browser, and a Google Play and an App Store link for each.
 */
export async function AppQrCodes() {
  const t = await getTranslations('DownloadDialog');
  // The app's name inside a sentence (lower case in English and Vietnamese).
  const tApps = await getTranslations('ServiceApps');
  const apps = [
    {
      id: 'resident',
      name: t('residentApp'),
      inSentence: tApps('resident.name'),
      note: t('residentNote'),
    },
    { id: 'crew', name: t('crewApp'), inSentence: tApps('crew.name'), note: t('crewNote') },
  ] as const;
  const codes = await Promise.all(
    apps.map((app) => QRCode.toString(qrTarget(app.id), qrCodeOptions)),
  );

  return (
    <div className={styles.grid}>
      {apps.map((app, index) => (
        <div key={app.id} className={styles.card} data-app={app.id}>
          <h3 className={styles.name}>{app.name}</h3>
          <p className={styles.note}>{app.note}</p>
          <div
            className={styles.qr}
            role="img"
            aria-label={t('qrLabel', { app: app.inSentence })}
            data-qr-url={qrTarget(app.id)}
            dangerouslySetInnerHTML={{ __html: codes[index]! }}
          />
          <div className={styles.stores}>
            <StoreLinks
              links={storeLinks[app.id]}
              appName={app.name}
              className={styles.store}
              brandIcons
            />
          </div>
        </div>
      ))}
    </div>
  );
}
