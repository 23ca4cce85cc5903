export interface CutProxy {
  /** The proxy's address: http://127.0.0.1:<port>. */
  url: string;
  /** Resets every connection through the proxy and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}
export declare function startCutProxy(target: string): Promise<CutProxy>;
