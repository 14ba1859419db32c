'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { useTransition, type ChangeEvent } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { GlobeIcon } from '@/components/ui/icons/GlobeIcon';
import styles from './LocaleSwitcher.module.css';

/** Language selector: keeps the visitor on the same page; next-intl remembers the choice in its cookie. */
export function LocaleSwitcher({
  className,
  inlineIcon = false,
}: {
  className?: string;
  /**
   * Draw the globe as an inline <svg> rather than the label's mask: in the drawer, which renders on
   * a click, where the mask's SVG image would be decoded inside that click (docs/performance.md).
   */
  inlineIcon?: boolean;
}) {
  const t = useTranslations('LocaleSwitcher');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const params = useParams();
  const [isPending, startTransition] = useTransition();

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const nextLocale = event.target.value as Locale;
    startTransition(() => {
      // @ts-expect-error -- pathname and params always match the current route
      router.replace({ pathname, params }, { locale: nextLocale, scroll: false });
    });
  }

  return (
    <label
      className={[styles.switcher, inlineIcon ? styles.inline : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      {inlineIcon && <GlobeIcon className={styles.globe} />}
      <span className="visually-hidden">{t('label')}</span>
      <select value={locale} onChange={onChange} disabled={isPending} className={styles.select}>
        {routing.locales.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
