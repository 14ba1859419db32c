import { PolicyTable, stringRows } from './PolicyTable';
import styles from './PrivacyPage.module.css';

export type V1Section = {
  title: string;
  paragraphs: string[];
  head?: string[];
  rows?: string[][];
  auto?: string;
};

/** Version 1 of the policy, as it was published (messages `PrivacyV1`), for the change history. */
export function PreviousVersion({ sections }: { sections: Record<string, V1Section> }) {
  return (
    <div className={styles.previous}>
      {Object.entries(sections).map(([id, section], index) => (
        <div key={id}>
          <h3 className={styles.subTitle}>
            {index + 1}. {section.title}
          </h3>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.head && section.rows && (
            <PolicyTable
              table={{ head: section.head, rows: stringRows(section.rows) }}
              caption={section.title}
            />
          )}
          {section.auto && <p>{section.auto}</p>}
        </div>
      ))}
    </div>
  );
}
