import { getTranslations } from 'next-intl/server';
import { ProposalForm } from '@/components/forms';
import { PageScaffold } from '@/components/layout/PageScaffold';
import type { Locale } from '@/i18n/routing';
import { FormSection } from './FormSection';
import { PointGrid } from './PointGrid';
import s from './contact.module.css';

/** /contact/proposal */
export async function ProposalPage(_props: { locale: Locale }) {
  const t = await getTranslations('Proposal');
  const steps = (['request', 'consult', 'proposal', 'launch'] as const).map((id) => ({
    id,
    title: t(`steps.${id}.title`),
    body: t(`steps.${id}.body`),
  }));
  return (
    <>
      <PageScaffold page="proposal">
        <div className={s.block}>
          <p className={s.eyebrow}>{t('eyebrow')}</p>
          <h2 className={s.h2}>{t('title')}</h2>
          <p className={s.lead}>{t('lead')}</p>
          <PointGrid items={steps} numbered />
        </div>
      </PageScaffold>
      <FormSection id="proposal-form" title={t('formTitle')} lead={t('formLead')}>
        <ProposalForm />
      </FormSection>
    </>
  );
}
