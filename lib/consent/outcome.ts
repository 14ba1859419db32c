import type { AgreementRead } from './backend';

/**
 * What the end and error pages may say, decided only by the backend's answer about the agreement
 * named in the URL (docs/threat-model.md): never by a reason, date or message in the query string.
 * `unknown`: there was no agreement to ask about, or the backend did not answer usefully.
 */
export type Outcome =
  | { kind: 'agreed'; date: string | null }
  | { kind: 'expired'; date: string | null }
  | { kind: 'waiting' }
  | { kind: 'not-found' }
  | { kind: 'unknown' };

export function outcomeOf(read: AgreementRead | undefined): Outcome {
  if (read?.kind === 'not-found') return { kind: 'not-found' };
  if (read?.kind !== 'found') return { kind: 'unknown' };
  const { status, agreedAt, endDate } = read.agreement;
  if (status === 'AGREED') return { kind: 'agreed', date: agreedAt };
  if (status === 'EXPIRED') return { kind: 'expired', date: endDate };
  return { kind: 'waiting' };
}
