import { getTranslations } from 'next-intl/server';
import { PageForm } from '@/components/forms';
import { PageScaffold } from '@/components/layout/PageScaffold';
import { ContactIntro } from './ContactIntro';
import { FormSection } from './FormSection';
import { PointGrid } from './PointGrid';

/** /contact/idea */
export async function IdeaPage() {
  const t = await getTranslations('Idea');
  const points = (['resident', 'admin', 'anyone'] as const).map((id) => ({
    id,
    title: t(`points.${id}.title`),
    body: t(`points.${id}.body`),
  }));
  return (
    <>
      <PageScaffold page="idea">
        <ContactIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
          <PointGrid items={points} />
        </ContactIntro>
      </PageScaffold>
      <FormSection id="idea-form" title={t('formTitle')} lead={t('formLead')}>
        <PageForm form="idea" />
      </FormSection>
    </>
  );
}
