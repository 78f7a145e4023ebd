// Route-level code splitting that keeps server rendering synchronous: the server preloads every page
// before it renders, and the browser preloads the current page's chunk before it hydrates, so a page
// never suspends during hydration; later navigations load their chunk on demand.
import { Suspense, use, type ComponentType } from "react";

export interface LazyPage {
  Page: ComponentType;
  preload(): Promise<void>;
}

type TrackedPromise<T> = Promise<T> & { status?: "fulfilled"; value?: T };

export function lazyPage(loader: () => Promise<{ default: ComponentType }>): LazyPage {
  let pending: TrackedPromise<ComponentType> | undefined;
  // The promise carries React's `status`/`value` fields once settled, so `use()` returns a loaded page
  // synchronously (server rendering, hydration) and suspends only while its chunk is on the way. It is called
  // on every render: calling use() only while loading is the "conditional use" React warns about.
  const load = (): TrackedPromise<ComponentType> => {
    if (!pending) {
      const promise: TrackedPromise<ComponentType> = loader().then((m) => {
        promise.status = "fulfilled";
        promise.value = m.default;
        return m.default;
      });
      pending = promise;
    }
    return pending;
  };
  function Inner() {
    const Loaded = use(load() as Promise<ComponentType>);
    return <Loaded />;
  }
  function Page() {
    return (
      <Suspense fallback={<p className="py-24 text-center text-slate-600">로딩 중...</p>}>
        <Inner />
      </Suspense>
    );
  }
  return { Page, preload: () => load().then(() => undefined) };
}
