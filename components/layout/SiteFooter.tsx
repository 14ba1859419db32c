import { useTranslations } from 'next-intl';
import { PlaceholderGap } from '@/components/ui/PlaceholderGap';
import { Link } from '@/i18n/navigation';
import type { CompanyDetails, SocialId, SocialLink } from '@/lib/content/siteFacts';
import { telHref } from '@/lib/routing/tel';
import { siteMarkProps } from '@/lib/content/siteMark';
import { marketingPages } from '@/lib/content/site';
import styles from './SiteFooter.module.css';

const socialIcons: Record<SocialId, string> = {
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM20 4a4.5 4.5 0 0 0-3.1-1.2C15.6 2.7 8.4 2.7 7.1 2.8A4.5 4.5 0 0 0 4 4a4.5 4.5 0 0 0-1.2 3.1c-.1 1.3-.1 8.5 0 9.8A4.5 4.5 0 0 0 4 20a4.5 4.5 0 0 0 3.1 1.2c1.3.1 8.5.1 9.8 0A4.5 4.5 0 0 0 20 20a4.5 4.5 0 0 0 1.2-3.1c.1-1.3.1-8.5 0-9.8A4.5 4.5 0 0 0 20 4Z',
  blog: 'M4 3h16a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1h-6l-2 3-2-3H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3.5 4v7h2.3c1.5 0 2.4-.8 2.4-2 0-.8-.4-1.3-1-1.6.4-.3.7-.8.7-1.4 0-1.2-.9-2-2.3-2H7.5Zm1.6 1.3h.8c.5 0 .8.3.8.7s-.3.7-.8.7h-.8V8.3Zm0 2.6h1c.6 0 .9.3.9.8s-.3.8-.9.8h-1v-1.6ZM13.5 7v7h1.6V7h-1.6Z',
};

/** The footer: the company's details, the family site and social links (lib/content/company.ts). */
export function SiteFooter({
  company,
  adminSiteUrl,
  socialLinks,
}: {
  company: CompanyDetails;
  adminSiteUrl: string | undefined;
  socialLinks: readonly SocialLink[];
}) {
  const t = useTranslations('Footer');
  const tMeta = useTranslations('Meta');
  const tItems = useTranslations('NavItems');
  // "Chaedle Inc." already ends in the full stop the copyright sentence adds.
  const copyrightName = (company.legalName ?? tMeta('siteName')).replace(/\.$/, '');
  const social = socialLinks.filter((link) => link.url);
  const socialPending = social.length < socialLinks.length;

  // A fact still a placeholder shows as a marked gap (never its sample value) and is never a link.
  const details = [
    ['company', t('company'), company.legalName],
    ['representative', t('representative'), company.representative],
    ['businessNumber', t('businessNumber'), company.businessNumber],
    ['address', t('address'), company.address],
    ['phone', t('phone'), company.phone && <a href={telHref(company.phone)}>{company.phone}</a>],
    ['fax', t('fax'), company.fax],
    ['email', t('email'), company.email && <a href={`mailto:${company.email}`}>{company.email}</a>],
  ] as const;

  const quick = ['company', 'service', 'customer', 'faq', 'laboratory', 'download'] as const;

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          {/* The mark is the paragraph's ::before (lib/content/siteMark.ts). */}
          <p {...siteMarkProps({ mark: styles.name, markFile: styles.markFile })}>
            {tMeta('siteName')}
          </p>
          <p className={styles.tagline}>{t('tagline')}</p>
          <ul className={styles.social} aria-label={t('social')}>
            {social.map((link) => (
              <li key={link.id}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.socialLink}
                >
                  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
                    <path fill="currentColor" fillRule="evenodd" d={socialIcons[link.id]} />
                  </svg>
                  <span className="visually-hidden">{t(`socialNames.${link.id}`)}</span>
                </a>
              </li>
            ))}
            {socialPending && (
              <li className={styles.socialGap}>
                <span className={styles.socialGapLabel}>{t('social')}</span>
                <PlaceholderGap />
              </li>
            )}
          </ul>
        </div>
        <nav aria-label={t('quickLinks')} className={styles.links}>
          <ul>
            {quick.map((page) => (
              <li key={page}>
                <Link href={marketingPages[page]}>{tItems(page)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.family}>
          <p className={styles.label} id="footer-family">
            {t('familySite')}
          </p>
          {adminSiteUrl ? (
            <a
              href={adminSiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.familyLink}
              aria-describedby="footer-family"
            >
              {t('adminSite')}
            </a>
          ) : (
            <p className={styles.familyPending}>
              {t('adminSite')} <PlaceholderGap />
            </p>
          )}
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p className={styles.policies}>
          <Link href={marketingPages.privacy} className={styles.privacyLink}>
            {t('privacy')}
          </Link>
        </p>
        <dl className={styles.details}>
          {details.map(([id, label, value]) => (
            <div key={id} className={styles.detail}>
              <dt>{label}</dt>
              <dd>{value || <PlaceholderGap />}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.copy}>
          © {new Date().getFullYear()} {copyrightName}. {t('rights')}
        </p>
      </div>
    </footer>
  );
}
