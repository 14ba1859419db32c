import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { ManualRequestForm } from '@/components/forms';
import { AppQrCodes } from '@/components/layout/AppQrCodes';
import { LogoSymbol } from '@/components/layout/Logo';
import { PageScaffold } from '@/components/layout/PageScaffold';
import { Section } from '@/components/ui/Section';
import button from '@/components/ui/button.module.css';
import card from '@/components/ui/card.module.css';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { company, downloads } from '@/lib/company';
import { marketingPages } from '@/lib/site';
import styles from './company.module.css';

type Item = { title: string; text: string };

export async function AboutPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Company' });
  const values = t.raw('values.items') as Item[];
  const parts = (['resident', 'admin', 'crew'] as const).map((id) => ({
    id,
    title: t(`parts.${id}.title`),
    text: t(`parts.${id}.text`),
    href: {
      resident: marketingPages.inhabitantAdvantage,
      admin: marketingPages.adminAdvantage,
      crew: marketingPages.crewAdvantage,
    }[id],
  }));
  const facts = [
    [t('info.name'), company.legalName[locale]],
    [t('info.representative'), company.representative[locale]],
    [t('info.address'), company.address[locale]],
    [t('info.contact'), `${company.phone} · ${company.email}`],
  ] as const;

  return (
    <PageScaffold page="company">
      <div className={styles.mission}>
        <div>
          <p className={styles.eyebrow}>{t('mission.eyebrow')}</p>
          <h2 className={styles.title}>{t('mission.title')}</h2>
        </div>
        <div className={styles.prose}>
          {(t.raw('mission.paragraphs') as string[]).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
      <Section title={t('values.title')} lead={t('values.lead')} className={styles.flush}>
        <ul className={`${card.grid} ${styles.plainList}`}>
          {values.map((value, i) => (
            <li key={value.title} className={card.card}>
              <span className={styles.badge} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('parts.title')} lead={t('parts.lead')} className={styles.flush}>
        <ul className={`${card.grid} ${styles.plainList}`}>
          {parts.map((part) => (
            <li key={part.id} className={`${card.card} ${styles.partCard}`}>
              <h3>{part.title}</h3>
              <p>{part.text}</p>
              <Link href={part.href} className={styles.more}>
                {t('parts.more', { app: part.title })}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('info.title')} className={styles.flush}>
        <dl className={styles.infoList}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </PageScaffold>
  );
}

export async function BrandPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Brand' });
  const keywords = t.raw('keywords.items') as Item[];
  const colors = [
    { name: 'Chaedle Blue', hex: '#1F5EFF', className: styles.swatchBlue },
    { name: 'Checker Mint', hex: '#12B886', className: styles.swatchMint },
    { name: 'Night Ink', hex: '#0B1220', className: styles.swatchInk },
    { name: 'Paper', hex: '#F6F8FB', className: styles.swatchPaper },
  ];
  return (
    <PageScaffold page="brand">
      <div className={styles.nameStory}>
        <div className={styles.nameArt} aria-hidden="true">
          <span className={styles.syllable}>
            채<small>{t('name.chae')}</small>
          </span>
          <span className={styles.plus}>+</span>
          <span className={styles.syllable}>
            들<small>{t('name.deul')}</small>
          </span>
        </div>
        <div className={styles.prose}>
          <h2 className={styles.title}>{t('name.title')}</h2>
          {(t.raw('name.paragraphs') as string[]).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
      <Section title={t('story.title')} className={styles.flush}>
        <ol className={styles.storyList}>
          {(t.raw('story.items') as Item[]).map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t('keywords.title')} className={styles.flush}>
        <ul className={`${card.grid} ${styles.plainList}`}>
          {keywords.map((k) => (
            <li key={k.title} className={card.card}>
              <h3>{k.title}</h3>
              <p>{k.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('colors.title')} lead={t('colors.lead')} className={styles.flush}>
        <ul className={styles.swatches}>
          {colors.map((c) => (
            <li key={c.hex}>
              <span className={`${styles.swatch} ${c.className}`} aria-hidden="true" />
              <strong>{c.name}</strong>
              <span className={styles.hex}>{c.hex}</span>
            </li>
          ))}
        </ul>
        <p>
          <Link href={marketingPages.logo} className={`${button.button} ${button.secondary}`}>
            {t('toLogo')}
          </Link>
        </p>
      </Section>
    </PageScaffold>
  );
}

export async function LogoPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Logo' });
  return (
    <PageScaffold page="logo">
      <div className={styles.logoHero}>
        <div className={styles.logoStage} aria-hidden="true">
          <LogoSymbol size={120} />
          <span className={styles.logoWord}>채들</span>
        </div>
        <div className={styles.prose}>
          <h2 className={styles.title}>{t('symbol.title')}</h2>
          {(t.raw('symbol.paragraphs') as string[]).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
      <Section title={t('files.title')} lead={t('files.lead')} className={styles.flush}>
        <ul className={`${card.grid} ${styles.plainList}`}>
          {downloads.logos.map((logo) => (
            <li key={logo.id} className={`${card.card} ${styles.logoCard}`}>
              <div className={`${styles.logoPreview} ${logo.id === 'reverse' ? styles.dark : ''}`}>
                <Image
                  src={logo.svg}
                  alt=""
                  width={logo.id === 'symbol' ? 96 : 220}
                  height={96}
                  unoptimized
                />
              </div>
              <h3>{t(`files.${logo.id}.title`)}</h3>
              <p>{t(`files.${logo.id}.text`)}</p>
              <div className={styles.fileLinks}>
                <a
                  href={logo.svg}
                  download
                  className={`${button.button} ${button.secondary} ${button.small}`}
                >
                  {t('downloadSvg')}
                  <span className="visually-hidden"> — {t(`files.${logo.id}.title`)}</span>
                </a>
                <a
                  href={logo.png}
                  download
                  className={`${button.button} ${button.secondary} ${button.small}`}
                >
                  {t('downloadPng')}
                  <span className="visually-hidden"> — {t(`files.${logo.id}.title`)}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('rules.title')} className={styles.flush}>
        <ul className={styles.rules}>
          {(t.raw('rules.items') as string[]).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Section>
    </PageScaffold>
  );
}

export async function DownloadPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Download' });
  return (
    <PageScaffold page="download">
      <Section title={t('apps.title')} lead={t('apps.lead')} className={styles.flush}>
        <AppQrCodes />
      </Section>
      <Section title={t('files.title')} lead={t('files.lead')} className={styles.flush}>
        <ul className={styles.files}>
          {[{ id: 'catalog', href: downloads.catalog.href }, ...downloads.manuals].map((file) => (
            <li key={file.id} className={styles.file}>
              <span className={styles.fileIcon} aria-hidden="true">
                PDF
              </span>
              <div className={styles.fileText}>
                <h3>{t(`files.${file.id as 'catalog'}.title`)}</h3>
                <p>{t(`files.${file.id as 'catalog'}.text`)}</p>
              </div>
              <a
                href={file.href}
                download
                className={`${button.button} ${button.primary} ${button.small}`}
              >
                {t('downloadPdf')}
                <span className="visually-hidden">
                  {' '}
                  — {t(`files.${file.id as 'catalog'}.title`)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('request.title')} lead={t('request.lead')} className={styles.flush}>
        <ManualRequestForm variant="company" />
      </Section>
    </PageScaffold>
  );
}

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
        <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M12 7v6m0 3.5v.5"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
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
      <Section title={t('culture.title')} className={styles.flush}>
        <ul className={`${card.grid} ${styles.plainList}`}>
          {(t.raw('culture.items') as Item[]).map((item) => (
            <li key={item.title} className={card.card}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </PageScaffold>
  );
}
