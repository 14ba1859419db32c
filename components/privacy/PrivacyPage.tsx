import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { PageScaffold } from '@/components/layout/PageScaffold';
import { PlaceholderGap } from '@/components/ui/PlaceholderGap';
import { privacyFacts } from '@/lib/company';
import { privacyRemedies, privacySections, type PrivacySection } from '@/lib/privacy';
import { telHref } from '@/lib/tel';
import styles from './PrivacyPage.module.css';

type Table = { head: string[]; rows: string[][] };

function PolicyTable({ table, caption }: { table: Table; caption: string }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} data-label={table.head[index]}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The privacy policy (개인정보 처리방침, docs/product.md "Routes and layouts"): numbered sections with
 * a contents list.
 */
export async function PrivacyPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  const gap = t('gap');
  const title = (id: PrivacySection) => t(`sections.${id}.title`);
  const paragraphs = (id: PrivacySection) => t.raw(`sections.${id}.paragraphs`) as string[];
  const table = (id: 'items' | 'entrustment'): Table => ({
    head: t.raw(`sections.${id}.head`) as string[],
    rows: t.raw(`sections.${id}.rows`) as string[][],
  });
  const { officer: officerFacts, effectiveDate } = privacyFacts(locale);
  const effective = effectiveDate
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Seoul' }).format(
        new Date(`${effectiveDate}T00:00:00+09:00`),
      )
    : null;
  const officer = [
    ['name', officerFacts.name],
    ['position', officerFacts.position],
    ['email', officerFacts.email],
    ['phone', officerFacts.phone],
  ] as const;
  const hasGap = !effective || officer.some(([, value]) => !value);

  function extra(id: PrivacySection) {
    switch (id) {
      case 'items':
        return (
          <>
            <PolicyTable table={table('items')} caption={title('items')} />
            <p>{t('sections.items.auto')}</p>
          </>
        );
      case 'entrustment':
        return <PolicyTable table={table('entrustment')} caption={title('entrustment')} />;
      case 'officer':
        return (
          <dl className={styles.contact}>
            {officer.map(([key, value]) => (
              <div key={key} className={styles.contactRow}>
                <dt>{t(`sections.officer.${key}`)}</dt>
                <dd>
                  {!value ? (
                    <PlaceholderGap label={gap} />
                  ) : key === 'email' ? (
                    <a href={`mailto:${value}`}>{value}</a>
                  ) : key === 'phone' ? (
                    <a href={telHref(value)}>{value}</a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        );
      case 'remedies':
        return (
          <ul className={styles.remedies}>
            {privacyRemedies.map((body) => (
              <li key={body.id}>
                <span className={styles.remedyName}>{t(`sections.remedies.${body.id}`)}</span>
                <a href={telHref(body.phone)}>{body.phone}</a>
                <a href={body.url} target="_blank" rel="noopener noreferrer" lang="ko">
                  {body.url.replace(/^https:\/\//, '')}
                </a>
              </li>
            ))}
          </ul>
        );
      default:
        return null;
    }
  }

  return (
    <PageScaffold page="privacy">
      <div className={styles.layout}>
        <div className={styles.summary}>
          <p className={styles.effective}>
            <span className={styles.effectiveLabel}>{t('effective')}</span>{' '}
            {effective ?? <PlaceholderGap label={gap} />}
          </p>
          <p>{t('intro')}</p>
          {hasGap && <p className={styles.gapNote}>{t('gapNote')}</p>}
        </div>
        <nav aria-labelledby="privacy-toc" className={styles.toc}>
          <h2 id="privacy-toc" className={styles.tocTitle}>
            {t('toc')}
          </h2>
          <ol>
            {privacySections.map((id) => (
              <li key={id}>
                <a href={`#privacy-${id}`}>{title(id)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {privacySections.map((id, index) => (
            <section
              key={id}
              id={`privacy-${id}`}
              aria-labelledby={`privacy-${id}-title`}
              className={styles.section}
            >
              <h2 id={`privacy-${id}-title`} className={styles.sectionTitle}>
                <span className={styles.number}>{index + 1}.</span> {title(id)}
              </h2>
              {paragraphs(id).map((text) => (
                <p key={text}>{text}</p>
              ))}
              {extra(id)}
            </section>
          ))}
        </div>
      </div>
    </PageScaffold>
  );
}
