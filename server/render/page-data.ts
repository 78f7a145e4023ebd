// What each public page needs from the database before it renders, keyed like the client's queries.
import type { InitialQueries } from "@shared/ssr-contract";
import type { Db } from "../db";

export interface PageDataDeps {
  db: Db;
}

export async function loadPageQueries(_path: string, _deps: PageDataDeps): Promise<InitialQueries> {
  return [];
}
