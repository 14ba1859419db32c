import { getTranslations } from 'next-intl/server';
import { isPlaceholderAsset } from '@/lib/content/copyRegister';
import { SampleBadge } from './SampleBadge';

/**
 * The "sample" mark for a file the page offers, while lib/content/copyRegister.json says it is a
 * placeholder (any of `urls`, e.g. a logo's SVG and PNG); nothing once it is confirmed.
 */
export async function SampleMark({ urls }: { urls: readonly string[] }) {
  if (!urls.some(isPlaceholderAsset)) return null;
  const t = await getTranslations('Review');
  return <SampleBadge label={t('sample')} note={t('sampleNote')} />;
}
