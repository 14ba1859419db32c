import { getTranslations } from 'next-intl/server';
import { company } from '@/lib/company';
import s from './contact.module.css';

/** Phone, e-mail and fax of the customer centre. */
export async function Channels() {
  const t = await getTranslations('Contact.channels');
  const rows = [
    {
      id: 'phone',
      label: t('phone'),
      value: company.phone,
      href: `tel:${company.phone.replace(/-/g, '')}`,
    },
    { id: 'email', label: t('email'), value: company.email, href: `mailto:${company.email}` },
    { id: 'fax', label: t('fax'), value: company.fax },
  ];
  return (
    <div className={s.channels}>
      <h2 className={s.channelsTitle}>{t('title')}</h2>
      <p className={s.channelsLead}>{t('lead')}</p>
      <dl className={s.channelList}>
        {rows.map((row) => (
          <div key={row.id} className={s.channel}>
            <dt>{row.label}</dt>
            <dd>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
