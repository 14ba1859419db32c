/**
 * Runs before the AI banner exists (default layout): on a mobile or Android user agent it marks
 * <html>, and CSS keeps the banner hidden there, so it is never shown and then hidden.
 */
try {
  if (/Android|Mobi|iPhone|iPad|iPod/i.test(navigator.userAgent))
    document.documentElement.classList.add('ua-mobile');
} catch {
  // A browser that hides its user agent gets the desktop layout's banner.
}

export {};
