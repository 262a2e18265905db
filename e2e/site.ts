// Where the shell keeps things on screen, as a person would find them: the language and theme
// controls sit in the header on wide screens (≥ 1366 px) and in the menu drawer otherwise.
import type { Locator, Page } from 'playwright-core';
import { whenInteractive } from './browser.ts';
import { text } from './texts.ts';

/**
 * The region holding the language switcher and theme toggle that a visitor can use right now:
 * the page itself when the header shows them, else the menu drawer, opened like a visitor would.
 */
export async function preferencesRegion(page: Page, lang: string): Promise<Locator | Page> {
  const inHeader = page
    .getByRole('banner')
    .getByRole('combobox', { name: text(lang, 'shell_language') });
  if (await inHeader.isVisible()) return page;
  const menuButton = page.getByRole('button', { name: text(lang, 'shell_menu_open') });
  await whenInteractive(menuButton);
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: text(lang, 'shell_menu_title') });
  await drawer.waitFor();
  return drawer;
}
