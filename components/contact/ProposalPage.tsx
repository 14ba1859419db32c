import { getTranslations } from 'next-intl/server';
import { PageForm } from '@/components/forms';
import { PageScaffold } from '@/components/layout/PageScaffold';
import { ContactIntro } from './ContactIntro';
import { FormSection } from './FormSection';
import { PointGrid } from './PointGrid';

/** /contact/proposal */
export async function ProposalPage() {
  const t = await getTranslations('Proposal');
  const points = (['company', 'site', 'needs'] as const).map((id) => ({
    id,
    title: t(`points.${id}.title`),
    body: t(`points.${id}.body`),
  }));
  return (
    <>
      <PageScaffold page="proposal">
        <ContactIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
          <PointGrid items={points} />
        </ContactIntro>
      </PageScaffold>
      <FormSection id="proposal-form" title={t('formTitle')} lead={t('formLead')}>
        <PageForm form="proposal" />
      </FormSection>
    </>
  );
}
