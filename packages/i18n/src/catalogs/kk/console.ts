// The console is run in English or Russian (its own switch): this language carries the English texts.
import type { DictionaryOf } from '../../catalog.ts';
import { console as english } from '../en/console.ts';

export const console: DictionaryOf<typeof english> = english;
