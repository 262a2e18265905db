// The player's "show my balance" choice while user_hide_balance is on. It lasts for the tab, so
// it survives the trip to the payment provider's page and back; a new tab starts hidden again.
const REVEAL_KEY = 'pf_balance_revealed';

export function readRevealed(): boolean {
  try {
    return sessionStorage.getItem(REVEAL_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeRevealed(value: boolean): void {
  try {
    sessionStorage.setItem(REVEAL_KEY, value ? '1' : '0');
  } catch {
    // Storage refused (private mode): the choice lasts until the next page load.
  }
}
