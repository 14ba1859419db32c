import { getTranslations } from 'next-intl/server';
import { PageForm } from '@/components/forms';
import { PageScaffold } from '@/components/layout/PageScaffold';
import { Tabs } from '@/components/ui/Tabs';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { FaqList } from './FaqList';
import s from './contact.module.css';

const qnaIds = {
  resident: ['rain', 'addPhoto', 'common', 'done', 'alerts'],
  admin: ['export', 'approval', 'notice', 'dailyReport'],
} as const;

/** /contact/qna: resident and admin tabs, each with answered questions and the inquiry form. */
export async function QnaPage() {
  const t = await getTranslations('Qna');
  const audiences = ['resident', 'admin'] as const;
  return (
    <PageScaffold page="qna">
      <div className={s.qna}>
        <Tabs
          label={t('tabsLabel')}
          variant="chips"
          tabs={audiences.map((id) => ({ id, label: t(`tabs.${id}`) }))}
          panels={audiences.map((audience) => (
            <div key={audience} className={s.qnaPanel}>
              <SectionHeading lead={t(`${audience}.lead`)} variant="contact" />
              <h2 className={s.h3}>{t('listTitle')}</h2>
              <FaqList
                headingLevel={3}
                items={qnaIds[audience].map((id) => ({
                  id,
                  question: t(`${audience}.items.${id}.question` as 'resident.items.rain.question'),
                  answer: t(`${audience}.items.${id}.answer` as 'resident.items.rain.answer'),
                }))}
              />
              <div className={s.formCard}>
                <h2 className={s.h3}>{t('formTitle')}</h2>
                <p className={s.muted}>{t(`${audience}.formLead`)}</p>
                <PageForm form={audience} />
              </div>
            </div>
          ))}
        />
      </div>
    </PageScaffold>
  );
}
