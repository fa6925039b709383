/** The Hive Keychain surface we use (HIVE.md): callbacks receive one response object. */
export interface KeychainResponse {
  success: boolean;
  error?: string | null;
  result?: unknown;
  data?: unknown;
  message?: string;
  request_id?: number;
  publicKey?: string;
}
type Callback = (res: KeychainResponse) => void;

export interface HiveKeychain {
  requestHandshake(callback: () => void): void;
  requestSignBuffer(
    account: string | null,
    message: string,
    key: 'Posting' | 'Active' | 'Memo',
    callback: Callback,
    rpc?: string | null,
    title?: string | null,
  ): void;
  requestCustomJson(
    account: string | null,
    id: string,
    key: 'Posting' | 'Active',
    json: string,
    display_msg: string,
    callback: Callback,
    rpc?: string | null,
  ): void;
  requestSendToken(
    account: string,
    to: string,
    amount: string,
    memo: string,
    currency: string,
    callback: Callback,
    rpc?: string | null,
  ): void;
}

declare global {
  interface Window {
    hive_keychain?: HiveKeychain;
  }
}
