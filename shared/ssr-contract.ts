// The contract between the server and the client's server entry (client/src/entry-server.tsx).

/** [queryKey, data] pairs the server loaded for a page, seeded into react-query before rendering. */
export type InitialQueries = Array<[readonly unknown[], unknown]>;

export interface RenderInput {
  /** Path and query of the request, as the browser sent them (a board search keeps its `?q=`). */
  url: string;
  /** Absolute site origin without trailing slash, e.g. "https://example.com". */
  siteUrl: string;
  queries: InitialQueries;
}

export interface RenderOutput {
  /** HTML inside the root element. */
  appHtml: string;
  /** Tags for <head>: title, meta, link, JSON-LD. */
  headHtml: string;
  /** HTTP status the page asks for (404 for the not-found page). */
  status: number;
  /** Serialised state for hydration, safe to put inside a <script> element. */
  stateJson: string;
}

export interface SsrModule {
  /** Loads what render() needs (page chunks); awaited once before the first render. */
  prepare?(): Promise<void>;
  render(input: RenderInput): RenderOutput;
}

/** The state embedded in the page for the client to hydrate from. */
export interface HydrationState {
  siteUrl: string;
  queries: InitialQueries;
}

export const STATE_ELEMENT_ID = "__APP_STATE__";
