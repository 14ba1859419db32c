import { getTranslations } from 'next-intl/server';
import { AiBanner } from './AiBanner';
import { AiDialogs } from './AiDialogs';

/**
 * Runs while the HTML is parsed, before the banner below exists: on a mobile or Android user agent
 * it marks <html>, and CSS keeps the banner hidden there, so it is never shown and then hidden.
 */
const MOBILE_UA_SCRIPT = `try{if(/Android|Mobi|iPhone|iPad|iPod/i.test(navigator.userAgent))document.documentElement.classList.add('ua-mobile')}catch(e){}`;

/** Overlays of the default layout: the floating AI Checker banner and the AI request dialogs. */
export async function GlobalOverlays() {
  const t = await getTranslations('AiBanner');
  const tDialog = await getTranslations('AiDialog');
  const tCommon = await getTranslations('Common');
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: MOBILE_UA_SCRIPT }} />
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
