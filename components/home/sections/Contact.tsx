import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import { PageForm } from '@/components/forms';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { Tabs } from '@/components/ui/Tabs';
import type { Locale } from '@/i18n/routing';
import styles from '../HomePage.module.css';

/** #contact: the three enquiry forms in tabs; a form is rendered when its tab is chosen. */
export async function Contact({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <section id="contact" className={styles.contact} aria-labelledby="home-contact-title">
      <div className="container">
        <SectionHeading
          eyebrow={t('contact.eyebrow')}
          title={t('contactTabs.title')}
          titleId="home-contact-title"
          lead={t('contact.lead')}
          variant="block"
        />
        <div className={styles.contactCard}>
          <Tabs
            label={t('contactTabs.title')}
            variant="underline"
            renderWhenChosen
            tabs={[
              { id: 'resident', label: t('contactTabs.resident') },
              { id: 'admin', label: t('contactTabs.admin') },
              { id: 'proposal', label: t('contactTabs.proposal') },
            ]}
            panels={[
              <Fragment key="resident">
                <p className={styles.panelLead}>{t('contact.residentLead')}</p>
                <PageForm form="resident" />
              </Fragment>,
              <Fragment key="admin">
                <p className={styles.panelLead}>{t('contact.adminLead')}</p>
                <PageForm form="admin" />
              </Fragment>,
              <Fragment key="proposal">
                <p className={styles.panelLead}>{t('contact.proposalLead')}</p>
                <PageForm form="proposal" />
              </Fragment>,
            ]}
          />
        </div>
      </div>
    </section>
  );
}
