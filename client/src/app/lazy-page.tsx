// Route-level code splitting that keeps server rendering synchronous: the server preloads every page
// before it renders, and the browser preloads the current page's chunk before it hydrates, so a page
// never suspends during hydration; later navigations load their chunk on demand.
import { Suspense, use, type ComponentType } from "react";

export interface LazyPage {
  Page: ComponentType;
  preload(): Promise<void>;
}

export function lazyPage(loader: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= loader().then((m) => {
      loaded = m.default;
    }));
  function Inner() {
    if (!loaded) use(preload());
    const Loaded = loaded!;
    return <Loaded />;
  }
  function Page() {
    return (
      <Suspense fallback={<p className="py-24 text-center text-slate-600">로딩 중...</p>}>
        <Inner />
      </Suspense>
    );
  }
  return { Page, preload };
}
