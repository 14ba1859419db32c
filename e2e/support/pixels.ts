import type { Locator, Page } from '@playwright/test';

export type Pixels = { width: number; height: number; data: number[] };

/** What an element looks like on screen, as RGBA pixels: a screenshot decoded in the page. */
export async function screenPixels(page: Page, element: Locator): Promise<Pixels> {
  const png = await element.screenshot();
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  }, png.toString('base64'));
}
