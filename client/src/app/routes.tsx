import { Route, Switch } from "wouter";
import { SiteLayout } from "@/components/layout/site-layout";
import { NotFoundPage } from "@/pages/not-found-page";
import { isCategorySlug, pages } from "./pages";

/** The back office (/auth, /admin) has its own frame; every other path renders inside the public layout. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/auth" component={pages.auth.Page} />
      <Route path="/admin" component={pages.admin.Page} />
      <Route path="/admin/*" component={pages.admin.Page} />
      <Route>
        <PublicRoutes />
      </Route>
    </Switch>
  );
}

function PublicRoutes() {
  return (
    <SiteLayout>
      <Switch>
        <Route path="/" component={pages.home.Page} />
        <Route path="/about" component={pages.about.Page} />
        <Route path="/contact" component={pages.contact.Page} />
        <Route path="/board" component={pages.board.Page} />
        <Route path="/board/:category/:slug" component={pages.article.Page} />
        <Route path="/board/:category">{(params) => (isCategorySlug(params.category) ? <pages.board.Page /> : <pages.article.Page />)}</Route>
        <Route path="/post/:slug" component={pages.article.Page} />
        <Route path="/interview" component={pages.interviewList.Page} />
        <Route path="/interview/:slugOrId" component={pages.interviewDetail.Page} />
        <Route component={NotFoundPage} />
      </Switch>
    </SiteLayout>
  );
}
