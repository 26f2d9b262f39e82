/**
 * The production bank-link provider: Plaid Link for the web (https://plaid.com/docs/link/web/),
 * behind the port in bankLinkProvider.ts.
 *
 * Plaid's script is loaded only when the bank screen opens the provider (a script element added
 * then, never in the first load). `Plaid.create({ token, onSuccess, onExit, onEvent,
 * receivedRedirectUri })` makes a handler; `open()` shows Plaid's overlay; `destroy()` removes it
 * when the flow is done. An OAuth bank takes the browser away and sends it back to
 * plaid-oauth-success, which opens Link again with the same link token and
 * `receivedRedirectUri: window.location.href` (Plaid's OAuth guide, "Reinitializing Link").
 *
 * It fails closed: when the script cannot load, or Plaid refuses to start, `open` rejects with
 * BankLinkUnavailableError, whose message speaks to the borrower (no internal address in it).
 */
import {
  BankLinkUnavailableError,
  type BankLinkAccountMetadata,
  type BankLinkOpenRequest,
  type BankLinkProvider,
  type BankLinkResult,
} from './bankLinkProvider';

export const PLAID_LINK_SCRIPT_URL = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

/** Words for an exit on an error Plaid gave no display message for. */
export const PLAID_EXIT_MESSAGE =
  'Your bank could not be linked. Please try again, or enter your account details by hand.';

/** What Plaid's script puts on `window.Plaid` (the parts we use). */
export interface PlaidGlobal {
  create(config: PlaidCreateConfig): PlaidHandler;
}

export interface PlaidHandler {
  open(): void;
  exit(options?: { force?: boolean }): void;
  destroy(): void;
}

export interface PlaidLinkError {
  error_type?: string;
  error_code?: string;
  error_message?: string;
  display_message?: string | null;
}

export interface PlaidSuccessMetadata {
  institution?: { name?: string | null; institution_id?: string | null } | null;
  accounts?: Array<{
    id: string;
    name?: string | null;
    mask?: string | null;
    subtype?: string | null;
  }>;
}

export interface PlaidCreateConfig {
  token: string;
  receivedRedirectUri?: string;
  onSuccess: (publicToken: string, metadata: PlaidSuccessMetadata) => void;
  onExit: (error: PlaidLinkError | null, metadata: unknown) => void;
  onEvent: (eventName: string, metadata: unknown) => void;
}

declare global {
  interface Window {
    Plaid?: PlaidGlobal;
  }
}

export interface PlaidLinkOptions {
  scriptUrl?: string;
  /**
   * Our choice: Plaid's script is small and served from its CDN; past 20 s on a slow line we
   * stop waiting and say the provider is unavailable (Try again loads it again).
   */
  loadTimeoutMs?: number;
  /** Plaid's events (OPEN, SELECT_INSTITUTION, HANDOFF...), for telemetry. */
  onEvent?: (eventName: string) => void;
}

const DEFAULT_LOAD_TIMEOUT_MS = 20_000;

function plaidOnWindow(): PlaidGlobal | null {
  const plaid = typeof window === 'undefined' ? undefined : window.Plaid;
  return plaid && typeof plaid.create === 'function' ? plaid : null;
}

function accountsOf(metadata: PlaidSuccessMetadata): BankLinkAccountMetadata[] {
  return (metadata.accounts ?? []).map((account) => ({
    id: account.id,
    name: account.name ?? '',
    mask: account.mask ?? null,
    subtype: account.subtype ?? null,
  }));
}

export function createPlaidBankLinkProvider(options: PlaidLinkOptions = {}): BankLinkProvider {
  const scriptUrl = options.scriptUrl ?? PLAID_LINK_SCRIPT_URL;
  const timeoutMs = options.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS;
  let loading: Promise<PlaidGlobal> | null = null;

  function loadScript(): Promise<PlaidGlobal> {
    const ready = plaidOnWindow();
    if (ready) return Promise.resolve(ready);
    loading ??= new Promise<PlaidGlobal>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      const fail = (reason: string) => {
        clearTimeout(timer);
        // Why: a failed load is tried again on the next open (Try again), with a new element.
        script.remove();
        loading = null;
        reject(new BankLinkUnavailableError(reason));
      };
      const timer = setTimeout(() => fail('timeout'), timeoutMs);
      script.addEventListener('load', () => {
        const plaid = plaidOnWindow();
        if (plaid) {
          clearTimeout(timer);
          resolve(plaid);
        } else {
          fail('no Plaid global');
        }
      });
      script.addEventListener('error', () => fail('script error'));
      document.head.appendChild(script);
    });
    return loading;
  }

  return {
    async open({ linkToken, receivedRedirectUri, signal }: BankLinkOpenRequest) {
      const plaid = await loadScript();
      signal?.throwIfAborted();
      return new Promise<BankLinkResult>((resolve, reject) => {
        let handler: PlaidHandler | null = null;
        let settled = false;
        const finish = (result: BankLinkResult) => {
          if (settled) return;
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          handler?.destroy();
          resolve(result);
        };
        const onAbort = () => {
          if (settled) return;
          settled = true;
          handler?.exit({ force: true });
          handler?.destroy();
          reject(signal?.reason ?? new Error('aborted'));
        };
        try {
          handler = plaid.create({
            token: linkToken,
            ...(receivedRedirectUri ? { receivedRedirectUri } : {}),
            onSuccess: (publicToken, metadata) =>
              finish({
                kind: 'success',
                publicToken,
                institutionName: metadata.institution?.name ?? null,
                accounts: accountsOf(metadata),
              }),
            onExit: (error) =>
              finish({
                kind: 'exit',
                error: error
                  ? {
                      code: error.error_code ?? 'UNKNOWN',
                      message: error.display_message || PLAID_EXIT_MESSAGE,
                    }
                  : null,
              }),
            onEvent: (eventName) => options.onEvent?.(eventName),
          });
          signal?.addEventListener('abort', onAbort, { once: true });
          handler.open();
        } catch {
          settled = true;
          handler?.destroy();
          reject(new BankLinkUnavailableError('Plaid.create failed'));
        }
      });
    },
  };
}

/** The production provider: one script load per page, shared by every bank screen. */
export const plaidBankLinkProvider: BankLinkProvider = createPlaidBankLinkProvider();
