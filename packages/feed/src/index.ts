// The public entry of @playfield/feed. Named exports only; one line per module.
export {};
