/**
 * What the journeys check over and over, written once on top of the Session interface: the
 * heading, the address, a page that has hydrated. Each waits on a state, never on a timer.
 */
import { VIDEO_HIDE_KEY } from '../../../lib/browser/domMarkers';
import { expect, expectInPage } from './fixtures';
import type { Session } from './driver';

/** The page's h1 reads `text`. */
export function expectHeading(site: Session, text: string) {
  return expectInPage(site, `the h1 reads "${text}"`, text, () =>
    (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
}

/** The address (path and query) matches `pattern`. */
export async function expectPath(site: Session, pattern: RegExp) {
  await expect
    .poll(
      async () => {
        const url = new URL(await site.url());
        return url.pathname + url.search;
      },
      { message: `the address matches ${pattern}` },
    )
    .toMatch(pattern);
}

/**
 * <html data-page-idle> (components/ui/PageIdleMarker.tsx): the page has hydrated and been idle
 * once, so a click now reaches React.
 */
export function pageHydrated(site: Session) {
  return expectInPage(site, 'the page has hydrated (html[data-page-idle])', true, () =>
    document.documentElement.hasAttribute('data-page-idle'),
  );
}

/** Waits until exactly `count` elements match `css` and are shown. */
export function expectShown(site: Session, css: string, count = 1) {
  return expectInPage(
    site,
    `${count} shown: ${css}`,
    count,
    (css) =>
      Array.from(document.querySelectorAll(css)).filter((e) => e.getClientRects().length).length,
    css,
  );
}

/**
 * Keeps the home page's video dialog from opening by itself ('not today' already chosen), as
 * e2e/support/pageChecks.ts does for Chromium. Classic WebDriver has no script that runs before a
 * page's own: the choice is stored from a page of the site's origin first.
 */
export async function skipVideoDialog(site: Session) {
  await site.goto('/robots.txt');
  await site.evaluate(
    (key: string) => localStorage.setItem(key, String(Date.now() + 86_400_000)),
    VIDEO_HIDE_KEY,
  );
}

/** Whether a dialog (native or ARIA) whose text includes `title` is shown, as `shown` says. */
export function expectDialog(site: Session, title: string, shown = true) {
  return expectInPage(
    site,
    `dialog "${title}" shown: ${shown}`,
    shown,
    (title: string) =>
      Array.from(document.querySelectorAll('dialog[open], [role=dialog], [role=alertdialog]')).some(
        (d) => d.getClientRects().length > 0 && (d.textContent ?? '').includes(title),
      ),
    title,
  );
}

/**
 * After the play button of the open video dialog: the video plays (its time advances), or, where
 * the engine cannot play any of its sources, the poster stays (no frame drawn over it, the poster
 * image decoded). A black or empty box fails. Returns which of the two, for the test to record:
 * where an engine should play (an MP4 beside the WebM for WebKit), assert 'played'.
 */
export async function expectVideoPlaysOrPoster(site: Session) {
  let outcome = 'pending';
  await expect
    .poll(
      async () =>
        (outcome = await site.evaluate(() => {
          const dialog = document.querySelector('dialog[open]');
          const video = dialog?.querySelector('video');
          const poster = dialog?.querySelector('img');
          if (!video) return 'no video in an open dialog';
          if (!video.paused && video.currentTime > 0) return 'played';
          const cannot =
            video.error !== null || video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE;
          if (!cannot) return 'pending';
          const posterShown =
            video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA &&
            !!poster &&
            poster.getClientRects().length > 0 &&
            poster.naturalWidth > 0;
          return posterShown
            ? 'poster'
            : `neither played nor a poster (error ${video.error?.code})`;
        })),
      { message: 'the video plays, or its poster stays' },
    )
    .not.toBe('pending');
  expect(['played', 'poster']).toContain(outcome);
  return outcome as 'played' | 'poster';
}
