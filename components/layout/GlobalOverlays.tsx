// Temporary placement by the forms branch: take the chrome helper's version of this file.
import { getTranslations } from 'next-intl/server';
import { TemporaryAiDialog } from './TemporaryAiDialog';

/**
 * Mount points of the default layout's overlays (SPEC.md section 2): the download dialog,
 * the AI request dialog and the floating AI banner. The content issue fills them in.
 */
export async function GlobalOverlays() {
  const t = await getTranslations('AiBanner');
  const tDialog = await getTranslations('AiDialog');
  const tCommon = await getTranslations('Common');
  return (
    <TemporaryAiDialog
      labels={{
        region: t('label'),
        open: t('open'),
        title: tDialog('title'),
        completeTitle: tDialog('completeTitle'),
        close: tCommon('close'),
      }}
    />
  );
}
