/**
 * The company's mark as the site draws it (docs/copy.md): one file,
 * public/brand/chaedle-icon.svg, registered in lib/content/copyRegister.json like the logo files.
 * The logo page's picture, the favicon, the app icons and the social images draw the file itself;
 * the header and the footer draw it from the icon sheet while the register holds it as a
 * placeholder (the same drawing, no request of its own) and from the file once it is confirmed.
 */
import { unconfirmedAssets } from '@/lib/config/copyRegister.mjs';
import { copyRegister } from './copyRegister';

/** The mark's address: a square tile, full-bleed; the site rounds its corners (27.5 %). */
export const SITE_MARK_PATH = '/brand/chaedle-icon.svg';

/** Whether the register (the real one unless given) still holds the mark as a placeholder. */
export function siteMarkIsPlaceholder(register: unknown = copyRegister): boolean {
  return unconfirmedAssets(register).some((asset) => `/${asset.path}` === SITE_MARK_PATH);
}

/**
 * What the header's and the footer's mark carries: while a placeholder, the attribute by which the
 * review mode outlines and lists it (lib/review/findOnPage.ts), which production, where nothing is
 * a placeholder, never renders; once confirmed, the class that draws the file.
 */
export function siteMarkProps(
  classes: { mark?: string; markFile?: string },
  placeholder = siteMarkIsPlaceholder(),
) {
  return placeholder
    ? { className: classes.mark, 'data-placeholder-asset': SITE_MARK_PATH }
    : { className: [classes.mark, classes.markFile].filter(Boolean).join(' ') };
}
