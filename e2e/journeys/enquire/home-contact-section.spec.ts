/**
 * Enquiring from the home page's contact section: three audience tabs named by the messages
 * (arrow keys, Home and End), each audience's form rendered when its tab is chosen and then kept,
 * and the form engine loaded only when the visitor comes to it, keeping what was typed or submitted
 * meanwhile. What every form does once loaded: forms.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { pageHydratedAndIdle, skipVideoDialog } from '../../support/pageChecks';
import { messages } from '../../support/site';
import { elementsNamed } from '../../support/html';

const ko = messages.ko;

test.describe('home page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => skipVideoDialog(page));

  test('contact section: three tabs named by the messages, with arrow keys, Home and End', async ({
    page,
  }) => {
    await page.goto('/ko');
    const section = page.locator('section#contact');
    const tabs = section.getByRole('tab');
    await expect(tabs).toHaveText([
      ko.Home.contactTabs.resident,
      ko.Home.contactTabs.admin,
      ko.Home.contactTabs.proposal,
    ]);
    const [resident, admin, proposal] = [0, 1, 2].map((i) => tabs.nth(i));
    await expect(resident!).toHaveAttribute('aria-selected', 'true');
    await expect(admin!).toHaveAttribute('tabindex', '-1');
    await resident!.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(proposal!).toBeFocused();
    await expect(proposal!).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(resident!).toBeFocused();
    await page.keyboard.press('End');
    await expect(proposal!).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(resident!).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(admin!).toHaveAttribute('aria-selected', 'true');
    const panels = section.getByRole('tabpanel');
    await expect(panels).toHaveCount(1);
    await expect(panels).toHaveAccessibleName(ko.Home.contactTabs.admin);
    await expect(section.locator('[role="tabpanel"]')).toHaveCount(3);
  });

  test("contact section: the other audiences' forms are rendered when their tab is chosen, and kept", async ({
    page,
    request,
  }) => {
    // Not in the server's HTML: one form, the residents'.
    const html = await (await request.get('/ko')).text();
    expect(elementsNamed(html, 'form')).toHaveLength(1);

    await page.goto('/ko#contact');
    await pageHydratedAndIdle(page);
    const section = page.locator('section#contact');
    const tabs = section.getByRole('tab');
    // Every tab controls an element that is there, shown or not.
    for (const tab of await tabs.all()) {
      const controlled = await tab.getAttribute('aria-controls');
      await expect(page.locator(`[id="${controlled}"][role="tabpanel"]`)).toHaveCount(1);
    }
    await expect(section.locator('form')).toHaveCount(1);
    await tabs.nth(1).click();
    const admin = section.getByRole('tabpanel', { name: ko.Home.contactTabs.admin });
    await expect(admin.locator('form')).toBeVisible();
    const name = admin.getByLabel(ko.Forms.fields.name, { exact: true });
    await name.fill('김채들');
    // Back and forth: what was typed in a panel shown before is still there.
    await tabs.nth(0).click();
    await tabs.nth(1).click();
    await expect(name).toHaveValue('김채들');
    await expect(section.locator('form')).toHaveCount(2);
  });

  test('the contact forms load their engine only when the visitor comes to them, keeping what was typed or submitted meanwhile', async ({
    page,
  }) => {
    // Once the page is idle, every script it asks for is held until the test lets it through: a
    // slow network for whatever the contact section loads when the visitor comes to it.
    const lateScripts: string[] = [];
    let holding = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      if (holding) {
        lateScripts.push(route.request().url());
        await held;
      }
      await route.continue();
    });
    await page.goto('/ko');
    await page.waitForLoadState('networkidle');
    await pageHydratedAndIdle(page);
    holding = true;
    // Absence is the point: an eager load would have started by the first idle period.
    await page.waitForTimeout(500);
    expect(lateScripts, 'no script while the contact section is far away').toEqual([]);

    const form = page.locator('#contact').getByRole('tabpanel').locator('form');
    const name = form.getByLabel(ko.Forms.fields.customerName, { exact: true });
    const phone = form.getByLabel(ko.Forms.fields.phone, { exact: true });
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => lateScripts.length).toBeGreaterThan(0);
    await name.fill('김채들');
    await phone.fill('01012345678');

    // Submitting before the engine runs is held (no browser GET with the data in the URL) …
    await form.getByRole('button', { name: ko.Forms.submit }).click();
    // Absence is the point: a browser submission navigates at once; 300 ms lets it commit.
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    await expect(name).toHaveValue('김채들');

    // … and made again once the engine runs: it validates what was typed meanwhile, and the first
    // empty required field is named in a toast.
    release();
    await expect(page.locator('[data-sonner-toast]')).toContainText(
      ko.Forms.toast.missing.replace('{field}', ko.Forms.fields.apartment),
    );
    await expect(name).toHaveValue('김채들');
    await phone.focus();
    await phone.blur();
    await expect(phone).toHaveValue('010-1234-5678');
  });
});
