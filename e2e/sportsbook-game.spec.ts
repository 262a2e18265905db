// The game page, multi-live, results and statistic pages in Chromium against the real feed
// simulator (FEED_SPEED 20 in the e2e server): a live game's markets and scoreboard, a price
// moving without a reload, an outcome added to the bet slip; two games side by side; finished
// games on the results page; at desktop (1440 px) and phone (360 px) width, no sideways scroll.
import { createRequire } from 'node:module';
import type {
  GameSummary,
  LineGamesResponse,
  ResultsResponse,
} from '@playfield/protocol/sportsbook';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, whenInteractive } from './browser.ts';
import { text } from './texts.ts';

const baseUrl = inject('baseUrl');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/**
 * Live games with open markets: timed sports first (their prices move with the clock, not only
 * on a score), those with the most of their match still to play first.
 */
async function liveGames(): Promise<GameSummary[]> {
  const { games } = await api<LineGamesResponse>(
    '/web-api/line/games?section=live&limit=200&lng=en',
  );
  const timed = (g: GameSummary) => (g.time?.periodLengthSec ? 0 : 1);
  return games
    .filter((g) => g.status === 2 && g.marketsCount > 2 && g.home && g.away && !g.feedSuspended)
    .sort((a, b) => timed(a) - timed(b) || (a.time?.elapsedSec ?? 0) - (b.time?.elapsedSec ?? 0));
}

function gameUrl(game: GameSummary): string {
  return `${baseUrl}/en/live/${game.sportSlug}/${game.champSlug}/${game.slug}`;
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; impact: string | null }[] }> };
      }
    ).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}`);
}

/** The prices on screen (the number only, not the move mark), by outcome id. */
function prices(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('main button.odds[data-outcome-id]')].map((b) => [
        b.getAttribute('data-outcome-id') ?? '',
        b.querySelector('.odds__price')?.firstChild?.textContent?.trim() ?? 'locked',
      ]),
    ),
  );
}

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 360, height: 780 }],
] as const) {
  describe(`game page at ${name} width (${viewport.width} px)`, () => {
    it('shows a live game with its scoreboard and markets, moves prices live, adds a pick to the slip', async () => {
      const [game] = await liveGames();
      expect(game, 'the simulator has live games').toBeDefined();
      if (!game) return;
      const { context, page, errors } = await openPage(browser, {
        viewport,
        locale: 'en-GB',
        bypassCSP: true,
      });
      await page.goto(gameUrl(game));
      await page.getByRole('heading', { level: 1, name: game.name }).waitFor();
      const board = page.getByTestId('scoreboard');
      await expect.poll(() => board.getByTestId('game-score').innerText()).toMatch(/^\d+ : \d+$/);
      expect(await board.innerText()).toContain(game.home?.name ?? '');
      const markets = page.getByTestId('game-market');
      await expect.poll(() => markets.count()).toBeGreaterThan(1);
      // Groups are collapsible sections with a filter per group.
      const filter = page.getByRole('group', { name: text('en', 'sportsbook_game_filter') });
      await whenInteractive(filter.getByRole('button').first());
      expect(await filter.getByRole('button').count()).toBeGreaterThan(2);
      // The head describes the game for search engines.
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const event = jsonLd
        .map((t) => JSON.parse(t) as Record<string, unknown>)
        .find((e) => e['@type'] === 'SportsEvent' && e.name === game.name);
      expect(event?.competitor).toHaveLength(2);
      await noSidewaysScroll(page);
      await screenshot(page, `sportsbook-game-${viewport.width}`, { fullPage: false });

      // Prices move over the socket, without a reload.
      const before = await prices(page);
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });
      await expect
        .poll(
          async () => {
            const now = await prices(page);
            return Object.keys(now).some(
              (id) => before[id] !== undefined && now[id] !== before[id],
            );
          },
          { timeout: 30_000, interval: 500 },
        )
        .toBe(true);
      expect(navigations).toEqual([]);
      await screenshot(page, `sportsbook-game-moved-${viewport.width}`, { fullPage: false });

      // An open price goes to the bet slip.
      const odds = page.locator('main button.odds:not([disabled])').first();
      await whenInteractive(odds);
      await odds.click();
      await expect.poll(() => odds.getAttribute('aria-pressed')).toBe('true');
      if (name === 'phone') {
        const bar = page.getByRole('button', {
          name: text('en', 'betting_open_slip').replace('{count}', '1'),
        });
        await bar.waitFor();
      } else {
        await expect.poll(() => page.getByTestId('bet-slip-count').innerText()).toBe('1');
      }

      // Keyboard: a group filter and a section's disclosure work without a mouse.
      const second = filter.getByRole('button').nth(2);
      await second.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => second.getAttribute('aria-pressed')).toBe('true');
      const sections = page.locator('details.game-group');
      await expect.poll(() => sections.count()).toBe(1);
      await sections.first().locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => sections.first().getAttribute('open')).toBeNull();
      await page.keyboard.press('Enter');
      await expect.poll(() => sections.first().getAttribute('open')).toBe('');
      await filter.getByRole('button').first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => sections.count()).toBeGreaterThan(1);

      expect(await seriousViolations(page)).toEqual([]);

      // The live game opens in multi-live as its first column.
      const toMulti = page.getByRole('link', { name: text('en', 'sportsbook_game_multi_link') });
      await whenInteractive(toMulti);
      await toMulti.click();
      await page.waitForURL(/\/en\/multi\?games=\d+$/);
      await page.getByTestId('multi-column').getByRole('heading', { name: game.name }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe('multi-live', () => {
  it('shows two chosen live games side by side, stacked on a phone', async () => {
    const [first, second] = await liveGames();
    expect(second, 'two live games').toBeDefined();
    if (!first || !second) return;
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 360, height: 780 },
    ]) {
      const { context, page, errors } = await openPage(browser, {
        viewport,
        locale: 'en-GB',
        bypassCSP: true,
      });
      await page.goto(`${baseUrl}/en/multi?games=${first.gameId}&games=${second.gameId}`);
      const columns = page.getByTestId('multi-column');
      await expect.poll(() => columns.count()).toBe(2);
      await columns.first().getByRole('heading', { name: first.name }).waitFor();
      await columns.nth(1).getByRole('heading', { name: second.name }).waitFor();
      const boxes = await Promise.all([
        columns.first().boundingBox(),
        columns.nth(1).boundingBox(),
      ]);
      if (viewport.width > 900) expect(boxes[0]?.y).toBe(boxes[1]?.y);
      else expect(boxes[1]?.y ?? 0).toBeGreaterThan(boxes[0]?.y ?? 0);
      await noSidewaysScroll(page);
      await screenshot(page, `sportsbook-multi-${viewport.width}`, { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('results and statistic', () => {
  it('lists finished games of the day', async () => {
    // Games finish every few seconds at FEED_SPEED 20: wait for the first ones of the run.
    let results: ResultsResponse = { date: '', results: [] };
    await expect
      .poll(
        async () => {
          results = await api<ResultsResponse>('/web-api/results?type=live&lng=en');
          return results.results.length;
        },
        { timeout: 45_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 360, height: 780 },
    ]) {
      const { context, page, errors } = await openPage(browser, {
        viewport,
        locale: 'en-GB',
        bypassCSP: true,
      });
      await page.goto(`${baseUrl}/en/results`);
      await page
        .getByRole('heading', { level: 1, name: text('en', 'sportsbook_results_title') })
        .waitFor();
      await expect.poll(() => page.getByTestId('result-row').count()).toBeGreaterThan(0);
      const firstName = results.results[0]?.name ?? '';
      expect(await page.locator('main').innerText()).toContain(firstName);
      await noSidewaysScroll(page);
      await screenshot(page, `sportsbook-results-${viewport.width}`, { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("lists the championships with results and one championship's results", async () => {
    const { context, page, errors } = await openPage(browser, {
      viewport: { width: 360, height: 780 },
      locale: 'en-GB',
    });
    await page.goto(`${baseUrl}/en/champs`);
    const list = page.getByRole('region', { name: text('en', 'sportsbook_champs_choose') });
    const first = list.getByRole('link').first();
    await whenInteractive(first);
    const label = await first.innerText();
    await first.click();
    await page.waitForURL(/\/en\/champs\/\d+/);
    await page.getByRole('heading', { level: 1, name: label.split(' · ')[1] }).waitFor();
    await expect.poll(() => page.getByTestId('result-row').count()).toBeGreaterThan(0);
    await noSidewaysScroll(page);
    await screenshot(page, 'sportsbook-champ-results-360', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a game's form and head-to-head", async () => {
    const [game] = await liveGames();
    if (!game) return;
    const { context, page, errors } = await openPage(browser, {
      viewport: { width: 360, height: 780 },
      locale: 'en-GB',
    });
    await page.goto(`${baseUrl}/en/statistic/${game.gameId}`);
    await page
      .getByRole('heading', { level: 2, name: text('en', 'sportsbook_stat_form') })
      .waitFor();
    expect(await page.getByTestId('stat-form').count()).toBeGreaterThan(0);
    await noSidewaysScroll(page);
    await screenshot(page, 'sportsbook-statistic-360', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers 404 for an unknown game and a bad results type', async () => {
    for (const path of ['/en/statistic/999999999', '/en/results/nonsense']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(404);
    }
  });
});
