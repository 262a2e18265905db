// The public entry of @playfield/identity. Named exports only; one line per module.
export {};
