import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { PageScaffold } from '@/components/layout/PageScaffold';
import { PlaceholderGap } from '@/components/ui/PlaceholderGap';
import { companyDetails, privacyFacts } from '@/lib/content/company';
import { formDefinitions, type FieldLabelKey, type FormId } from '@/lib/forms/definitions';
import { privacyNoticeItems, itemMessageKey, purposeKey } from '@/lib/forms/privacyNoticeItems';
import {
  policyDate,
  policyFormRows,
  policyVersions,
  privacySections,
  retentionRows,
  type PrivacySection,
} from '@/lib/privacy/policy';
import { networkDestinations, storageInventory } from '@/lib/privacy/storageInventory';
import { OfficerContacts } from './OfficerContacts';
import { OverseasRecipients } from './OverseasRecipients';
import { PolicySummary } from './PolicySummary';
import { PolicyTable, stringRows, type Table } from './PolicyTable';
import { RemedyList } from './RemedyList';
import styles from './PrivacyPage.module.css';

/**
 * The privacy policy (개인정보 처리방침, docs/privacy.md): numbered sections with a contents list.
 * The items per form come from the form definitions, the browser storage table from
 * lib/privacy/storageInventory.ts, so neither can drift from what the site does.
 */
export async function PrivacyPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  const tf = await getTranslations({ locale, namespace: 'Forms' });
  const gap = t('gap');
  const gapNode = <PlaceholderGap label={gap} />;
  const title = (id: PrivacySection) => t(`sections.${id}.title`);
  const paragraphs = (id: PrivacySection) => t.raw(`sections.${id}.paragraphs`) as string[];
  const facts = privacyFacts(locale);
  // The controller's name is a company fact, gated like the others (a marked gap until confirmed).
  const legalName = companyDetails(locale).legalName;
  const months = facts.enquiryRetentionMonths;
  const period = () => (months ? t('months', { count: months }) : gapNode);
  const date = (iso: string | undefined) => (iso ? policyDate(iso, locale) : gapNode);

  function itemsTable(): Table {
    const label = (key: FieldLabelKey) => tf(itemMessageKey(key));
    const none = t('sections.items.none');
    return {
      head: t.raw('sections.items.head') as string[],
      rows: policyFormRows.map((ids) => {
        const first: FormId = ids[0] === 'idea' && locale === 'ko' ? 'ideaWithName' : ids[0];
        const { required, optional } = privacyNoticeItems(formDefinitions[first]);
        return {
          key: ids[0],
          cells: [
            t(`sections.items.forms.${ids[0]}`),
            required.map(label).join(', '),
            optional.length ? optional.map(label).join(', ') : none,
            ids.map((id) => tf(`privacyNotice.purpose.${purposeKey(id)}`)).join(' / '),
          ],
        };
      }),
    };
  }

  function storageTable(): Table {
    return {
      head: t.raw('sections.cookies.head') as string[],
      rows: storageInventory.map((item) => ({
        key: item.id,
        cells: [
          <code key="name">{item.name}</code>,
          t(`sections.cookies.areas.${item.area}`),
          t(`storage.${item.id}.purpose`),
          t(`storage.${item.id}.lifetime`),
          t(`sections.cookies.sent.${item.sentTo}`),
        ],
      })),
    };
  }

  function extra(id: PrivacySection) {
    switch (id) {
      case 'items':
        return (
          <>
            <PolicyTable table={itemsTable()} caption={title('items')} />
            <p>{t('sections.items.auto')}</p>
          </>
        );
      case 'autoItems':
        return (
          <PolicyTable
            table={{
              head: t.raw('sections.autoItems.head') as string[],
              rows: stringRows(t.raw('sections.autoItems.rows') as string[][]),
            }}
            caption={title('autoItems')}
          />
        );
      case 'retention':
        return (
          <ul className={styles.list}>
            {retentionRows.map((key) => (
              <li key={key}>
                {t.rich(`sections.retention.rows.${key}`, { period, gap: () => gapNode })}
              </li>
            ))}
          </ul>
        );
      case 'entrustment':
        return (
          <PolicyTable
            table={{
              head: t.raw('sections.entrustment.head') as string[],
              rows: stringRows(t.raw('sections.entrustment.rows') as string[][]),
            }}
            caption={title('entrustment')}
          />
        );
      case 'overseas':
        return <OverseasRecipients locale={locale} period={period} />;
      case 'officer':
        return <OfficerContacts facts={facts} />;
      case 'cookies':
        return (
          <>
            <PolicyTable table={storageTable()} caption={title('cookies')} />
            <h3 className={styles.subTitle}>{t('sections.cookies.destinationsTitle')}</h3>
            <ul className={styles.list}>
              {networkDestinations.map((destination) => (
                <li key={destination}>{t(`destinations.${destination}`)}</li>
              ))}
            </ul>
            <p>{t('sections.cookies.refuse')}</p>
          </>
        );
      case 'remedies':
        return <RemedyList locale={locale} />;
      case 'changes':
        return (
          <PolicyTable
            table={{
              head: t.raw('sections.changes.head') as string[],
              rows: policyVersions.map((version) => ({
                key: version.id,
                cells: [
                  version.id,
                  date(facts[version.dateFact]),
                  t(`sections.changes.${version.id}`),
                ],
              })),
            }}
            caption={title('changes')}
          />
        );
      default:
        return null;
    }
  }

  return (
    <PageScaffold page="privacy">
      <div className={styles.layout}>
        <PolicySummary facts={facts} legalName={legalName} />
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
                {t.rich('sectionHeading', {
                  n: index + 1,
                  title: title(id),
                  number: (chunks) => <span className={styles.number}>{chunks}</span>,
                })}
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
