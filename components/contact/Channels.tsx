import { useTranslations } from 'next-intl';
import { PlaceholderGap } from '@/components/ui/PlaceholderGap';
import type { CompanyDetails } from '@/lib/content/siteFacts';
import { telHref } from '@/lib/routing/tel';
import s from './contact.module.css';

/**
 * Phone, e-mail, fax and hours of the customer centre (`company`, lib/content/company.ts); a
 * placeholder is a marked gap, not a link.
 */
export function Channels({ company }: { company: CompanyDetails }) {
  const t = useTranslations('Contact.channels');
  const rows = [
    {
      id: 'phone',
      label: t('phone'),
      value: company.phone,
      href: company.phone && telHref(company.phone),
    },
    {
      id: 'email',
      label: t('email'),
      value: company.email,
      href: company.email && `mailto:${company.email}`,
    },
    { id: 'fax', label: t('fax'), value: company.fax },
    { id: 'hours', label: t('hours'), value: company.supportHours },
  ];
  return (
    <div className={s.channels}>
      <h2 className={s.channelsTitle}>{t('title')}</h2>
      <p className={s.channelsLead}>{t('lead')}</p>
      <dl className={s.channelList}>
        {rows.map((row) => (
          <div key={row.id} className={s.channel}>
            <dt>{row.label}</dt>
            <dd>
              {!row.value ? (
                <PlaceholderGap />
              ) : row.href ? (
                <a href={row.href}>{row.value}</a>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
