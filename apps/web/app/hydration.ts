// The moment the page becomes interactive, made visible and made safe.
//
// A server-rendered page shows its odds buttons seconds before its scripts have run on a slow
// phone. A press in that gap would reach a bare HTML button and be lost. A tiny inline script in
// the document's head (EARLY_CLICK_SCRIPT, run before anything else) catches presses on odds
// buttons until the app has hydrated, marks the pressed button busy (`aria-busy`, shown as
// waiting by the stylesheet), and keeps the outcome ids in order; once React has hydrated the
// document, `markHydrated` replays them as real clicks, so every press reaches the bet slip.
//
// `markHydrated` also sets `data-hydrated` on <html>: tests (and anyone) can wait for the
// state a person waits for — a page that answers — instead of guessing a delay.

/** The attribute on <html> present once the app has hydrated. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Where the inline script keeps the outcome ids pressed before hydration. */
export const EARLY_CLICKS_GLOBAL = '__pfEarlyClicks';

/** What a pressed odds button looks like in the server's HTML. */
const ODDS_SELECTOR = 'button.odds[data-outcome-id]';

/**
 * Runs in the head before any module. Kept in ES5 and small (it is in every document); it only
 * listens while the document is not hydrated and stops the press before React could see it
 * (capture on window runs before React's listeners on the document), so a press is handled
 * exactly once: by the replay.
 */
export const EARLY_CLICK_SCRIPT =
  `(function(){var q=window.${EARLY_CLICKS_GLOBAL}=[];` +
  `window.addEventListener('click',function(e){` +
  `if(document.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}'))return;` +
  `var t=e.target,b=t&&t.closest?t.closest('${ODDS_SELECTOR}'):null;` +
  `if(!b||b.disabled)return;` +
  `e.preventDefault();e.stopImmediatePropagation();` +
  `q.push(b.getAttribute('data-outcome-id'));b.setAttribute('aria-busy','true');` +
  `},true);})();`;

/**
 * Marks the document hydrated and replays the odds presses made before, in order. Call once,
 * from an effect of the root component (effects run once the root has hydrated; Suspense
 * boundaries inside may hydrate later, and React hydrates one at once when it is clicked).
 */
export function markHydrated(doc: Document = document): void {
  const root = doc.documentElement;
  if (root.hasAttribute(HYDRATED_ATTRIBUTE)) return;
  root.setAttribute(HYDRATED_ATTRIBUTE, '');
  const view = doc.defaultView as (Window & { [EARLY_CLICKS_GLOBAL]?: string[] }) | null;
  const queued = view?.[EARLY_CLICKS_GLOBAL] ?? [];
  if (view) view[EARLY_CLICKS_GLOBAL] = [];
  // Lists hydrate a boundary at a time after the root (game-list.tsx). A click on a part not yet
  // hydrated makes React hydrate it at once, but not while it is still committing the root (this
  // runs from the root's effect): replay in a task of its own.
  if (queued.length === 0) return;
  if (view) view.setTimeout(() => replay(doc, queued), 0);
  else replay(doc, queued);
}

function replay(doc: Document, queued: readonly string[]): void {
  for (const id of queued) {
    if (!/^\d+$/.test(id)) continue;
    const button = doc.querySelector<HTMLButtonElement>(
      `${ODDS_SELECTOR}[data-outcome-id="${id}"]`,
    );
    button?.removeAttribute('aria-busy');
    // A price locked meanwhile is not taken, as a press on a locked button would not be.
    if (button && !button.disabled) button.click();
  }
  for (const busy of doc.querySelectorAll(`${ODDS_SELECTOR}[aria-busy]`)) {
    busy.removeAttribute('aria-busy');
  }
}
