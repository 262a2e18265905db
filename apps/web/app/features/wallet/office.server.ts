// Server-only helpers of the office wallet pages: typed calls to the
// wallet API through the request context (the same validation and errors the browser gets).
import { normalizeApiError } from '@playfield/protocol/errors';
import {
  idempotencyKeySchema,
  paymentMethodViewSchema,
  walletAccountSchema,
} from '@playfield/protocol/wallet';
import type { ShellContext } from '@playfield/protocol/load-context';
import type { PaymentMethodView, PaymentTypeName, WalletAccount } from '@playfield/protocol/wallet';

/** A refused API call, with the message the API wrote in the visitor's language. */
export class WalletApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/** Calls the API and parses a successful answer with `schema`; a refusal throws WalletApiError. */
export async function callApi<T>(
  shell: ShellContext,
  path: string,
  schema: { parse(value: unknown): T },
  init?: RequestInit,
): Promise<T> {
  const response = await shell.api(path, init);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = normalizeApiError(body, response.status);
    throw new WalletApiError(error.message, error.status);
  }
  return schema.parse(body);
}

/**
 * A JSON write with the idempotency key money-moving calls need. A key that is not one (the
 * form field came from elsewhere: non-ASCII, too long) is not sent — a header could not even
 * carry a non-Latin-1 one — so the API answers its 400 "key required" (issue 13 item 17).
 */
export function jsonPost(body: unknown, idempotencyKey?: string): RequestInit {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (idempotencyKey && idempotencyKeySchema.safeParse(idempotencyKey).success) {
    headers['Idempotency-Key'] = idempotencyKey;
  }
  return { method: 'POST', headers, body: JSON.stringify(body) };
}

/**
 * The posted form of an office action; a body that is not a form (JSON, text, a broken
 * multipart) is a 400, never a 500 (issue 13 item 17).
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response('Bad request: a form body is expected', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}

/** The message of an action's failure, for the form to show; other errors propagate. */
export function failureMessage(error: unknown): { error: string; status: number } {
  if (error instanceof WalletApiError) return { error: error.message, status: error.status };
  throw error;
}

/** The player's accounts that can pay in and out (a bonus account cannot, spec §3 type 4). */
export async function paymentAccounts(shell: ShellContext): Promise<WalletAccount[]> {
  const accounts = await callApi(shell, '/web-api/wallet/accounts', walletAccountSchema.array());
  return accounts.filter((account) => account.type !== 4);
}

/** The account named by `?account=`, else the active one, else the first. */
export function chooseAccount(
  accounts: readonly WalletAccount[],
  request: Request,
): WalletAccount | null {
  const wanted = Number(new URL(request.url).searchParams.get('account'));
  return (
    accounts.find((a) => a.id === wanted) ?? accounts.find((a) => a.isActive) ?? accounts[0] ?? null
  );
}

/** Payment methods offered for an account in one direction, with their limits. */
export function paymentMethods(
  shell: ShellContext,
  accountId: number,
  direction: PaymentTypeName,
): Promise<PaymentMethodView[]> {
  return callApi(
    shell,
    `/web-api/wallet/methods?accountId=${accountId}&direction=${direction}`,
    paymentMethodViewSchema.array(),
  );
}

/** A form field as a trimmed string ('' when absent). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** What a player types ("1 500,5") as the API's decimal string ("1500.5"). */
export function normalizeAmount(input: string): string {
  return input.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
}
