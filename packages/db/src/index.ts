// The public entry of @playfield/db. Named exports only; one line per module.
export {};
