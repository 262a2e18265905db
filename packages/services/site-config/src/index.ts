// The public entry of @playfield/site-config. Named exports only; one line per module.
export {};
