'use client';

import './globals.css';
import { useEffect } from 'react';
import { reportError } from '@/lib/monitoring/report';

/**
 * The last resort when the root layout itself fails: no next-intl context here, so the three
 * languages' strings are embedded and chosen from the path (/ko/…, /vi/…, else English).
 */
const STRINGS = {
  ko: {
    title: '문제가 발생했습니다',
    text: '일시적인 문제일 수 있습니다. 다시 시도해 주세요.',
    retry: '다시 시도',
    home: '홈으로',
    home_href: '/ko',
  },
  en: {
    title: 'Something went wrong',
    text: 'It may be a temporary problem. Please try again.',
    retry: 'Try again',
    home: 'Go to home',
    home_href: '/',
  },
  vi: {
    title: 'Đã xảy ra lỗi',
    text: 'Có thể đây là sự cố tạm thời. Vui lòng thử lại.',
    retry: 'Thử lại',
    home: 'Về trang chủ',
    home_href: '/vi',
  },
} as const;

function currentLocale(): keyof typeof STRINGS {
  if (typeof window === 'undefined') return 'en';
  const first = window.location.pathname.split('/')[1];
  return first === 'ko' || first === 'vi' ? first : 'en';
}

export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const locale = currentLocale();
  const t = STRINGS[locale];
  useEffect(() => reportError(error), [error]);
  return (
    <html lang={locale}>
      <body>
        <main
          id="main"
          style={{
            minHeight: '100vh',
            display: 'grid',
            placeItems: 'center',
            padding: '2rem 1.5rem',
            textAlign: 'center',
          }}
        >
          <div role="alert" style={{ maxWidth: '32rem' }}>
            <h1>{t.title}</h1>
            <p style={{ color: 'var(--color-ink-muted)' }}>{t.text}</p>
            <p
              style={{
                display: 'flex',
                gap: '0.75rem',
                justifyContent: 'center',
                flexWrap: 'wrap',
              }}
            >
              <button type="button" onClick={reset} style={buttonStyle(true)}>
                {t.retry}
              </button>
              <a href={t.home_href} style={buttonStyle(false)}>
                {t.home}
              </a>
            </p>
          </div>
        </main>
      </body>
    </html>
  );
}

function buttonStyle(primary: boolean): React.CSSProperties {
  return {
    minHeight: 48,
    padding: '0.75rem 1.5rem',
    borderRadius: 999,
    border: '1px solid var(--color-line)',
    background: primary ? 'var(--color-brand)' : 'var(--color-surface)',
    color: primary ? '#fff' : 'var(--color-ink)',
    font: 'inherit',
    fontWeight: 700,
    textDecoration: 'none',
    cursor: 'pointer',
    display: 'inline-flex',
    alignItems: 'center',
  };
}
