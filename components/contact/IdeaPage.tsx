import { getTranslations } from 'next-intl/server';
import { IdeaForm } from '@/components/forms';
import { PageScaffold } from '@/components/layout/PageScaffold';
import type { Locale } from '@/i18n/routing';
import { FormSection } from './FormSection';
import { PointGrid } from './PointGrid';
import s from './contact.module.css';

/** /contact/idea */
export async function IdeaPage(_props: { locale: Locale }) {
  const t = await getTranslations('Idea');
  const points = (['resident', 'admin', 'anyone'] as const).map((id) => ({
    id,
    title: t(`points.${id}.title`),
    body: t(`points.${id}.body`),
  }));
  return (
    <>
      <PageScaffold page="idea">
        <div className={s.block}>
          <p className={s.eyebrow}>{t('eyebrow')}</p>
          <h2 className={s.h2}>{t('title')}</h2>
          <p className={s.lead}>{t('lead')}</p>
          <PointGrid items={points} />
        </div>
      </PageScaffold>
      <FormSection id="idea-form" title={t('formTitle')} lead={t('formLead')}>
        <IdeaForm />
      </FormSection>
    </>
  );
}
