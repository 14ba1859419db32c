'use client';

import dynamic from 'next/dynamic';

/**
 * AI Checker request (in the AI dialog, which sits in every marketing page's layout). The form
 * engine (Formik, Yup) loads when the dialog opens, so it is not in every page's first-load JS.
 */
const AiRequestFormBody = dynamic(
  () => import('./AiRequestFormBody').then((m) => m.AiRequestFormBody),
  {
    ssr: false,
    loading: () => <div aria-busy="true" style={{ minHeight: '24rem' }} />,
  },
);

export function AiRequestForm({ onSuccess }: { onSuccess: () => void }) {
  return <AiRequestFormBody onSuccess={onSuccess} />;
}
