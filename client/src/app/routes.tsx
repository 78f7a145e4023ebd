import { Route, Switch } from "wouter";
import { SiteLayout } from "@/components/layout/site-layout";
import { NotFoundPage } from "@/pages/not-found-page";
import { isCategorySlug, pages } from "./pages";

export function AppRoutes() {
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
