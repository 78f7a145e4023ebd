// A back-office list's search text (a name, a phone number, words of a request or a draft) never sits in the page's
// address: a URL is kept by the browser's history and sent with page views. It lives in this tab's session storage
// instead, so a reload keeps it; a ?search= that arrives in an address (a link, an old bookmark) is moved there
// and taken out of the URL. The list sends it in a request body (POST …/search).
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "wouter";
import { useUpdateSearchParams } from "./search-params";

const read = (key: string): string => {
  try {
    return typeof window === "undefined" ? "" : (window.sessionStorage.getItem(key) ?? "");
  } catch {
    return "";
  }
};
const store = (key: string, value: string) => {
  try {
    if (value) window.sessionStorage.setItem(key, value);
    else window.sessionStorage.removeItem(key);
  } catch {
    // storage refused (private mode): the search lasts as long as the page
  }
};

/** The list's search text, kept under `storageKey` in session storage, trimmed and cut to `max` characters. */
export function useSessionSearch(storageKey: string, max: number): [string, (value: string) => void] {
  const [params] = useSearchParams();
  const updateParams = useUpdateSearchParams();
  const fromUrl = (params.get("search") ?? "").trim().slice(0, max);
  const [search, setSearchState] = useState(() => fromUrl || read(storageKey));
  useEffect(() => {
    if (!params.has("search")) return;
    setSearchState(fromUrl);
    store(storageKey, fromUrl);
    updateParams({ search: "" });
  }, [params, fromUrl, storageKey, updateParams]);
  const setSearch = useCallback(
    (value: string) => {
      const clean = value.trim().slice(0, max);
      setSearchState(clean);
      store(storageKey, clean);
    },
    [storageKey, max],
  );
  return [search, setSearch];
}
