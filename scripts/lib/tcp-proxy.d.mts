// Types of tcp-proxy.mjs.
export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones. */
  cut(): void;
  /** Accepts and forwards again. */
  restore(): void;
  close(): Promise<void>;
}
export function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy>;
