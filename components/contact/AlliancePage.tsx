import { getTranslations } from 'next-intl/server';
import { PageForm } from '@/components/forms';
import { PageScaffold } from '@/components/layout/PageScaffold';
import { ClockIcon } from '@/components/ui/icons/ClockIcon';
import { ContactIntro } from './ContactIntro';
import { FormSection } from './FormSection';
import { PointGrid } from './PointGrid';
import s from './contact.module.css';

/** /contact/alliance */
export async function AlliancePage() {
  const t = await getTranslations('Alliance');
  const areas = (['builders', 'management', 'tech'] as const).map((id) => ({
    id,
    title: t(`areas.${id}.title`),
    body: t(`areas.${id}.body`),
  }));
  return (
    <>
      <PageScaffold page="alliance">
        <ContactIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
          <PointGrid items={areas} />
          <p className={s.notice}>
            <ClockIcon />
            {t('reply')}
          </p>
        </ContactIntro>
      </PageScaffold>
      <FormSection id="alliance-form" title={t('formTitle')} lead={t('formLead')}>
        <PageForm form="partnership" />
      </FormSection>
    </>
  );
}
