// Server-only helpers of the office pages: typed calls (decision 031) through the request
// context — the in-process API with the same validation and errors the browser gets.
import { callEndpoint, EndpointError } from '@playfield/protocol/api-client';
import type { Endpoint, EndpointInput, EndpointResponse } from '@playfield/protocol/endpoint';
import {
  paymentMethodsEndpoint,
  walletAccountsEndpoint,
} from '@playfield/protocol/endpoints/wallet';
import type { ShellContext } from '@playfield/protocol/load-context';
import { idempotencyKeySchema } from '@playfield/protocol/wallet';
import type { PaymentMethodView, PaymentTypeName, WalletAccount } from '@playfield/protocol/wallet';

export { EndpointError } from '@playfield/protocol/api-client';

/**
 * Calls `endpoint` through the page request's context and answers its parsed body; a refusal
 * throws EndpointError with the message the API wrote in the visitor's language. A money
 * call's `idempotencyKey` (from the form) that is not one — non-ASCII, too long — is not sent,
 * as no header could carry a non-Latin-1 one: the API then answers its 400 "key required"
 * (issue 13 item 17).
 */
export function officeCall<E extends Endpoint>(
  shell: Pick<ShellContext, 'api'>,
  endpoint: E,
  input: EndpointInput<E>,
  idempotencyKey?: string,
): Promise<EndpointResponse<E>> {
  const key =
    idempotencyKey && idempotencyKeySchema.safeParse(idempotencyKey).success
      ? idempotencyKey
      : undefined;
  // Without a sendable key the call goes out without one, for the API to refuse in words.
  const sent = endpoint.idempotencyKey && !key ? { ...endpoint, idempotencyKey: false } : endpoint;
  return callEndpoint(
    (url, init) => shell.api(url, init),
    sent,
    input,
    key ? { idempotencyKey: key } : {},
  );
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
  if (error instanceof EndpointError) return { error: error.message, status: error.status };
  throw error;
}

/** The player's accounts that can pay in and out (a bonus account cannot, spec §3 type 4). */
export async function paymentAccounts(shell: ShellContext): Promise<WalletAccount[]> {
  const accounts = await officeCall(shell, walletAccountsEndpoint, {});
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
  return officeCall(shell, paymentMethodsEndpoint, {
    query: { accountId: String(accountId), direction },
  });
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
