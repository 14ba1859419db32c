import { getTranslations } from 'next-intl/server';
import { mobileUaScript } from '@/lib/browser/inlineScripts';
import { AiBanner } from './AiBanner';
import { AiDialogs } from './AiDialogs';

/** Overlays of the default layout: the floating AI Checker banner and the AI request dialogs. */
export async function GlobalOverlays() {
  const t = await getTranslations('AiBanner');
  const tDialog = await getTranslations('AiDialog');
  const tCommon = await getTranslations('Common');
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: mobileUaScript }} />
      <AiBanner
        label={t('label')}
        open={t('open')}
        close={t('close')}
        headline={t('headline')}
        text={t('text')}
      />
      <AiDialogs
        title={tDialog('title')}
        lead={tDialog('lead')}
        completeTitle={tDialog('completeTitle')}
        completeText={tDialog('completeText')}
        confirm={tDialog('confirm')}
        closeLabel={tCommon('close')}
      />
    </>
  );
}
