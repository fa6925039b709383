/** Types for sscjs 0.0.9 (Hive Engine's JavaScript client, CommonJS `module.exports = SSC`), as the tests use it. */
declare module 'sscjs' {
  type Callback = (error: unknown, result: any) => void; // eslint-disable-line @typescript-eslint/no-explicit-any

  export default class SSC {
    constructor(rpcNodeUrl: string, timeout?: number);
    getContractInfo(name: string): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    findOne(contract: string, table: string, query: Record<string, unknown>): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    find(
      contract: string,
      table: string,
      query: Record<string, unknown>,
      limit?: number,
      offset?: number,
      indexes?: { index: string; descending: boolean }[],
    ): Promise<any[] | null>; // eslint-disable-line @typescript-eslint/no-explicit-any
    getLatestBlockInfo(): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    getBlockInfo(blockNumber: number): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    getTransactionInfo(txid: string): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    streamFromTo(
      startBlock: number,
      endBlock: number | null,
      callback: Callback,
      pollingTime?: number,
    ): Promise<void>;
    stream(callback: Callback, pollingTime?: number): Promise<void>;
  }
}
