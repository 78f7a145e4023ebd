import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { PageDataCache, PageDataProvider, usePageData, type PageData } from "./page-data";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Show({ k, fetcher, keepPrevious }: { k: string; fetcher: () => Promise<string>; keepPrevious?: boolean }) {
  const result: PageData<string> = usePageData(["t", k], fetcher, { keepPrevious });
  const state = result.isPending
    ? "pending"
    : result.isError
      ? "error"
      : result.isPlaceholderData
        ? `old:${result.data}`
        : `data:${result.data}`;
  return <p>{state}</p>;
}

describe("the public pages' data cache", () => {
  it("starts from the server's pairs and gives them back, failed and pending loads left out", async () => {
    const cache = new PageDataCache([
      [
        ["posts", ""],
        [1, 2],
      ],
    ]);
    expect(cache.get(["posts", ""])).toEqual({ status: "success", data: [1, 2] });
    await cache.load(["post", "a"], () => Promise.reject(new Error("down")));
    void cache.load(["post", "b"], () => new Promise(() => undefined));
    expect(cache.get(["post", "a"])).toMatchObject({ status: "error" });
    expect(cache.get(["post", "b"])).toEqual({ status: "pending" });
    expect(cache.pairs()).toEqual([
      [
        ["posts", ""],
        [1, 2],
      ],
    ]);
  });

  it("loads a key once while a load of it runs, and tells its listeners", async () => {
    const cache = new PageDataCache();
    const listener = vi.fn();
    cache.subscribe(listener);
    const fetcher = vi.fn(() => Promise.resolve("x"));
    await Promise.all([cache.load(["k"], fetcher), cache.load(["k"], fetcher)]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cache.get(["k"])).toEqual({ status: "success", data: "x" });
    expect(listener).toHaveBeenCalledTimes(2); // pending, then success
  });
});

describe("usePageData", () => {
  it("renders seeded data on the server without fetching", () => {
    const fetcher = vi.fn(() => Promise.resolve("fetched"));
    const html = renderToString(
      <PageDataProvider cache={new PageDataCache([[["t", "a"], "seeded"]])}>
        <Show k="a" fetcher={fetcher} />
      </PageDataProvider>,
    );
    expect(html).toContain("data:seeded");
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("fetches a key the cache lacks: pending, then the data", async () => {
    const load = deferred<string>();
    render(
      <PageDataProvider cache={new PageDataCache()}>
        <Show k="a" fetcher={() => load.promise} />
      </PageDataProvider>,
    );
    expect(screen.getByText("pending")).toBeInTheDocument();
    await act(async () => load.resolve("loaded"));
    expect(screen.getByText("data:loaded")).toBeInTheDocument();
  });

  it("shows a failure, and fetches again when the key is asked for anew", async () => {
    const cache = new PageDataCache();
    const fetcher = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce("back");
    const view = render(
      <PageDataProvider cache={cache}>
        <Show k="a" fetcher={fetcher} />
      </PageDataProvider>,
    );
    expect(await screen.findByText("error")).toBeInTheDocument();
    view.unmount();
    render(
      <PageDataProvider cache={cache}>
        <Show k="a" fetcher={fetcher} />
      </PageDataProvider>,
    );
    expect(await screen.findByText("data:back")).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("keeps the last key's data while the next key loads, when asked to", async () => {
    const next = deferred<string>();
    const cache = new PageDataCache([[["t", "a"], "first"]]);
    const view = render(
      <PageDataProvider cache={cache}>
        <Show k="a" fetcher={() => Promise.resolve("unused")} keepPrevious />
      </PageDataProvider>,
    );
    view.rerender(
      <PageDataProvider cache={cache}>
        <Show k="b" fetcher={() => next.promise} keepPrevious />
      </PageDataProvider>,
    );
    expect(screen.getByText("old:first")).toBeInTheDocument();
    await act(async () => next.resolve("second"));
    expect(screen.getByText("data:second")).toBeInTheDocument();
  });

  it("without keepPrevious, a new key is pending until it loads", () => {
    const cache = new PageDataCache([[["t", "a"], "first"]]);
    const view = render(
      <PageDataProvider cache={cache}>
        <Show k="a" fetcher={() => Promise.resolve("unused")} />
      </PageDataProvider>,
    );
    view.rerender(
      <PageDataProvider cache={cache}>
        <Show k="b" fetcher={() => new Promise(() => undefined)} />
      </PageDataProvider>,
    );
    expect(screen.getByText("pending")).toBeInTheDocument();
  });
});
