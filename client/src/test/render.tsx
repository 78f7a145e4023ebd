// Renders a screen as the app does: the public pages' data cache, the back office's query client (as the
// admin and sign-in pages bring it), the toasts, and a router on an in-memory address.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Toaster } from "@/components/ui/toast";
import { PageDataCache, PageDataProvider } from "@/lib/page-data";
import { createQueryClient } from "@/lib/query-client";
import { SiteProvider } from "@/lib/site";
import { SAMPLE_SITE_SETTINGS } from "@shared/office/site-settings";

export interface AppRender extends RenderResult {
  user: UserEvent;
  queryClient: ReturnType<typeof createQueryClient>;
  /** Addresses the app navigated to, starting with `path`. */
  history: string[];
}

export function renderApp(ui: ReactElement, { path = "/" }: { path?: string } = {}): AppRender {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  const result = render(
    <SiteProvider site={SAMPLE_SITE_SETTINGS}>
      <PageDataProvider cache={new PageDataCache()}>
        <QueryClientProvider client={queryClient}>
          <Router hook={location.hook}>{ui}</Router>
          <Toaster />
        </QueryClientProvider>
      </PageDataProvider>
    </SiteProvider>,
  );
  return { ...result, user, queryClient, history: location.history };
}

/** The toast showing `title` (one shows at a time), once it has appeared; read its description with toHaveTextContent. */
export async function findToast(title: string): Promise<HTMLElement> {
  // hidden: an open modal dialog hides the rest of the page, the toast region included, from role queries.
  const region = await screen.findByRole("region", { name: /F8/, hidden: true });
  const heading = await within(region).findByText(title);
  return heading.closest("li") ?? heading;
}
