// Idempotency keys per user intent (issue 15): a money-moving write sends one UUID for one
// intent — "approve withdrawal 12" — and the same one when the operator retries after a fault,
// so the server does it once. The key is forgotten when the intent succeeds or is answered with
// a refusal; a new intent on the same object then gets a new key.

export interface IntentKeys {
  /** The key of `intent`, made on first use and kept until forgotten. */
  keyFor(intent: string): string;
  forget(intent: string): void;
}

export function createIntentKeys(newKey: () => string = () => crypto.randomUUID()): IntentKeys {
  const keys = new Map<string, string>();
  return {
    keyFor(intent) {
      let key = keys.get(intent);
      if (key === undefined) {
        key = newKey();
        keys.set(intent, key);
      }
      return key;
    },
    forget(intent) {
      keys.delete(intent);
    },
  };
}
