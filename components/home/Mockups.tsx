import { RenderWhenNear } from '@/components/ui/RenderWhenNear';
import styles from './Mockups.module.css';

const tones = ['red', 'amber', 'mint', 'blue'] as const;
type Row = { title: string; meta: string; tone: (typeof tones)[number] };
export type MockupRow = Omit<Row, 'tone'>;
/**
 * What says a drawing is an example, its figures (counts, rates, times) made up: its accessible
 * name, and the caption the stylesheet shows under it.
 */
export type IllustrationText = { label: string; caption: string };

/** The translated rows of a drawn screen, with the status colours in turn. */
export const mockupRows = (rows: MockupRow[]): Row[] =>
  rows.map((row, i) => ({ ...row, tone: tones[i % tones.length]! }));

/**
 * A phone with an app screen drawn in CSS: a title bar, a summary card and rows. One image, named
 * as an example screen; the screen is drawn when the phone comes near the viewport.
 */
export function PhoneMockup({
  title,
  summary,
  rows,
  accent = 'blue',
  illustration,
  className = '',
}: {
  title: string;
  summary: string;
  rows: Row[];
  accent?: 'blue' | 'mint' | 'dark';
  illustration: IllustrationText;
  /** the place of the drawing in its parent's layout */
  className?: string;
}) {
  return (
    <RenderWhenNear
      className={`${styles.phone} ${styles[accent]} ${className}`}
      label={illustration.label}
      caption={illustration.caption}
    >
      <div className={styles.notch} aria-hidden="true" />
      <div className={styles.screen} aria-hidden="true">
        <div className={styles.appBar}>
          <span className={styles.appDot} />
          <span className={styles.appTitle}>{title}</span>
        </div>
        <div className={styles.summary}>
          <span>{summary}</span>
          <span className={styles.progress}>
            <span />
          </span>
        </div>
        <ul className={styles.rows}>
          {rows.map((row) => (
            <li key={row.title} className={styles.row}>
              <span className={`${styles.thumb} ${styles[row.tone]}`} />
              <span className={styles.rowText}>
                <span className={styles.rowTitle}>{row.title}</span>
                <span className={styles.rowMeta}>{row.meta}</span>
              </span>
            </li>
          ))}
        </ul>
        <div className={styles.fab}>+</div>
      </div>
    </RenderWhenNear>
  );
}

/**
 * The admin web app drawn in CSS: sidebar, KPI tiles, a bar chart and a table. One image, named
 * as an example screen; drawn when it comes near the viewport.
 */
export function BrowserMockup({
  title,
  kpis,
  rows,
  illustration,
  className = '',
}: {
  title: string;
  kpis: { label: string; value: string }[];
  rows: Row[];
  illustration: IllustrationText;
  /** the place of the drawing in its parent's layout */
  className?: string;
}) {
  const bars = [42, 68, 55, 80, 62, 90, 74];
  return (
    <RenderWhenNear
      className={`${styles.browser} ${className}`}
      label={illustration.label}
      caption={illustration.caption}
    >
      <div className={styles.browserBar} aria-hidden="true">
        <span />
        <span />
        <span />
        <span className={styles.url}>admin.chaedle</span>
      </div>
      <div className={styles.browserBody} aria-hidden="true">
        <div className={styles.sidebar}>
          {Array.from({ length: 6 }, (_, i) => (
            <span key={i} className={i === 0 ? styles.sideActive : undefined} />
          ))}
        </div>
        <div className={styles.main}>
          <p className={styles.browserTitle}>{title}</p>
          <div className={styles.kpis}>
            {kpis.map((kpi) => (
              <div key={kpi.label} className={styles.kpi}>
                <span className={styles.kpiLabel}>{kpi.label}</span>
                <span className={styles.kpiValue}>{kpi.value}</span>
              </div>
            ))}
          </div>
          <div className={styles.chart}>
            {bars.map((h, i) => (
              <span key={i} style={{ height: `${h}%` }} />
            ))}
          </div>
          <ul className={styles.table}>
            {rows.map((row) => (
              <li key={row.title}>
                <span className={`${styles.tag} ${styles[row.tone]}`} />
                <span className={styles.cellTitle}>{row.title}</span>
                <span className={styles.cellMeta}>{row.meta}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </RenderWhenNear>
  );
}
