'use client';

import { createElement, useMemo, type ReactNode } from 'react';
import { localizedPath } from '@/lib/routing/paths';
import type { Locale } from '@/i18n/routing';
import { sanitizeHtml, type SafeNode } from '@/lib/consent/sanitize';
import { useTerms } from './agreementQueries';
import { useConsentNavigation } from './useConsentNavigation';
import { ConsentProviders } from './ConsentProviders';
import { ConsentSkeleton } from './ConsentSkeleton';
import { isRetryableFailure, LoadError } from './LoadStates';
import type { ConsentStrings } from './strings';
import styles from './consent.module.css';

const REACT_ATTR: Record<string, string> = { colspan: 'colSpan', rowspan: 'rowSpan' };

function render(nodes: SafeNode[], keyPrefix = ''): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const key = `${keyPrefix}${index}`;
    const props: Record<string, string> = { key };
    // Links to another origin already carry target="_blank" rel="noopener noreferrer" (sanitize.ts).
    for (const [name, value] of Object.entries(node.attrs)) props[REACT_ATTR[name] ?? name] = value;
    if (node.tag === 'br' || node.tag === 'hr') return createElement(node.tag, props);
    return createElement(node.tag, props, ...render(node.children, `${key}.`));
  });
}

type Props = { idx: number; locale: Locale; strings: ConsentStrings };

/** /private/terms/{idx} with its data layer (React Query and the API client). */
export function TermsScreen(props: Props) {
  return (
    <ConsentProviders>
      <Terms {...props} />
    </ConsentProviders>
  );
}

/** The operator's terms HTML, sanitised and rendered as React elements. */
function Terms({ idx, locale, strings }: Props) {
  const query = useTerms(idx);
  useConsentNavigation(locale, idx, query.error);
  const content = query.data?.content;
  const body = useMemo(
    () => (content === undefined ? undefined : render(sanitizeHtml(content))),
    [content],
  );

  const back = (
    <p className={styles.backRow}>
      <a href={localizedPath(locale, `/private/consent/${idx}`)} className={styles.termsLink}>
        <span aria-hidden="true">‹ </span>
        {strings.backToConsent}
      </a>
    </p>
  );

  if (isRetryableFailure(query)) return <LoadError query={query} strings={strings} />;
  if (!query.data || !body) return <ConsentSkeleton label={strings.loading} withButton={false} />;

  return (
    <article className={styles.article} aria-labelledby="terms-title">
      {back}
      <h1 id="terms-title" className={styles.title}>
        {query.data.title}
      </h1>
      <div className={`${styles.content} ${styles.terms}`} data-testid="terms-content">
        {body}
      </div>
      {back}
    </article>
  );
}
