import type { Database, Db } from '@playfield/db';
import type { PasswordHasher, RandomBytes } from '@playfield/identity';
import type { TotpKey } from './totp-seal.ts';

/** A transaction of the console's writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the console's parts share. */
export interface ConsoleContext {
  db: Database['db'];
  /** Milliseconds since the epoch (tests move it). */
  now(): number;
  random: RandomBytes;
  hasher: PasswordHasher;
  /** The issuer shown in authenticator apps. */
  issuer: string;
  /** Seals the operators' TOTP seeds at rest (derived from the site's secret). */
  totpKey: TotpKey;
}

/** Who did a console write, and from where. */
export interface Actor {
  /** Null when no operator is known (a refused sign-in, the command line). */
  operatorId: number | null;
  clientAddress: string | null;
}
