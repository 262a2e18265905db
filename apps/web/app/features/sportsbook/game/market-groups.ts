// The game page's markets in display groups (protocol `MarketView.group`): one collapsible
// section per group and a filter tab per group. Groups come in a fixed order people expect
// (main first), markets keep the API's order inside a group, and a group this page has no
// label for joins "other" rather than showing an untranslated id.
import { MARKET_GROUPS } from '@playfield/protocol/sportsbook';
import type { MarketView } from '@playfield/protocol/sportsbook';

/** Groups the page names, in display order: the sportsbook's, then "other" for the rest. */
const PAGE_GROUPS = [...MARKET_GROUPS, 'other'] as const;
export type MarketGroupId = (typeof PAGE_GROUPS)[number];

export interface MarketGroup {
  id: MarketGroupId;
  markets: MarketView[];
}

/** The known group of a raw `group` value ("other" when the page has no label for it). */
export function marketGroupId(group: string): MarketGroupId {
  return (PAGE_GROUPS as readonly string[]).includes(group) ? (group as MarketGroupId) : 'other';
}

/** Markets in their groups, groups in display order, empty groups left out. */
export function groupMarkets(markets: readonly MarketView[]): MarketGroup[] {
  const byGroup = new Map<MarketGroupId, MarketView[]>();
  for (const market of markets) {
    const id = marketGroupId(market.group);
    const list = byGroup.get(id);
    if (list) list.push(market);
    else byGroup.set(id, [market]);
  }
  return PAGE_GROUPS.flatMap((id) => {
    const list = byGroup.get(id);
    return list ? [{ id, markets: list }] : [];
  });
}

/** The groups the filter shows: "all" then each group present; a stale filter falls back to all. */
export function visibleGroups(
  groups: readonly MarketGroup[],
  filter: string | null,
): MarketGroup[] {
  if (!filter || filter === 'all') return [...groups];
  const chosen = groups.filter((group) => group.id === filter);
  return chosen.length > 0 ? chosen : [...groups];
}
