// The public entry of @playfield/ui. Named exports only; one line per module.
export {};
