import { http, HttpResponse } from 'msw';
import type { HiveKeychain, KeychainResponse } from '../wallet/keychain';
import { API } from './fixtures';

/**
 * The chain node: the account's token balances and the processed transactions (logs given per
 * id; an id not listed is not processed yet). `logs` replaces the JSON logs text when given.
 */
export function chainHandlers(
  balances: Record<string, string>,
  transactions: Record<string, { errors?: string[] } | { logs: string }> = {},
  account = 'player1',
) {
  return [
    http.post(`${API}/chain/contracts`, () =>
      HttpResponse.json({
        jsonrpc: '2.0',
        id: 1,
        result: Object.entries(balances).map(([symbol, balance]) => ({ account, symbol, balance })),
      }),
    ),
    http.post(`${API}/chain/blockchain`, async ({ request }) => {
      const { params } = (await request.json()) as { params: { txid: string } };
      const tx = transactions[params.txid];
      return HttpResponse.json({
        jsonrpc: '2.0',
        id: 1,
        result: tx
          ? {
              blockNumber: 7,
              transactionId: params.txid,
              sender: account,
              contract: 'tokens',
              action: 'transfer',
              payload: '{}',
              logs: 'logs' in tx ? tx.logs : JSON.stringify(tx),
            }
          : null,
      });
    }),
  ];
}

type SendToken = Parameters<HiveKeychain['requestSendToken']>;

/** Installs a Keychain whose token transfers answer with `answer`; returns the calls it received. */
export function installKeychain(answer: (...args: SendToken) => KeychainResponse) {
  const calls: SendToken[] = [];
  window.hive_keychain = {
    requestHandshake: (cb) => cb(),
    requestSignBuffer: () => undefined,
    requestCustomJson: () => undefined,
    requestSendToken: (...args) => {
      calls.push(args);
      const cb = args[5];
      cb(answer(...args));
    },
  };
  return calls;
}

/** A Keychain answering every request with `answer(method, args)`, after `delay` ms. */
export function fakeKeychain(
  answer: (method: string, args: unknown[]) => KeychainResponse,
  delay = 0,
): HiveKeychain {
  const reply =
    (method: string) =>
    (...args: unknown[]) => {
      const cb = args.find((a) => typeof a === 'function') as (r: KeychainResponse) => void;
      setTimeout(() => cb(answer(method, args)), delay);
    };
  return {
    requestHandshake: (cb) => cb(),
    requestSignBuffer: reply('sign'),
    requestCustomJson: reply('custom'),
    requestSendToken: reply('send'),
  };
}
