import { getTranslations } from 'next-intl/server';
import { PageScaffold } from '@/components/layout/PageScaffold';
import { NoticeIcon } from '@/components/ui/icons/NoticeIcon';
import { Section } from '@/components/ui/Section';
import card from '@/components/ui/card.module.css';
import type { Locale } from '@/i18n/routing';
import styles from './company.module.css';

export async function RecruitPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Recruit' });
  const teams = (['pm', 'design', 'development', 'business'] as const).map((id) => ({
    id,
    title: t(`teams.${id}.title`),
    text: t(`teams.${id}.text`),
    tasks: t.raw(`teams.${id}.tasks`) as string[],
  }));
  return (
    <PageScaffold page="recruit">
      <div className={styles.notice} role="note" aria-labelledby="recruit-closed">
        <NoticeIcon />
        <div>
          <h2 id="recruit-closed" className={styles.noticeTitle}>
            {t('closed.title')}
          </h2>
          <p>{t('closed.text')}</p>
        </div>
      </div>
      <Section title={t('teams.title')} lead={t('teams.lead')} className={styles.flush}>
        <ul className={`${styles.teams} ${styles.plainList}`}>
          {teams.map((team) => (
            <li key={team.id} className={card.card}>
              <h3>{team.title}</h3>
              <p>{team.text}</p>
              <ul className={styles.tasks}>
                {team.tasks.map((task) => (
                  <li key={task}>{task}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
    </PageScaffold>
  );
}
