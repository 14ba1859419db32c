import { getTranslations } from 'next-intl/server';
import { ReviewToggle } from './ReviewToggle';

/**
 * The review mode's switch (docs/copy.md), in the default layout of preview and
 * development builds. A production build resolves this module to ReviewSlot.off.tsx
 * (next.config.mjs), so none of the mode reaches its output.
 */
export async function ReviewSlot() {
  const t = await getTranslations('Review');
  return <ReviewToggle label={t('toggle')} loadError={t('loadError')} />;
}
