// The /api routes anyone may call without signing in. Every other /api route must answer 401 without a
// session and 403 to a signed-in non-administrator (define it on adminRouter()); route-table.test.ts checks
// this against the app's real route table. Adding a line here makes a route public: review it as such.
// Paths use Express syntax; parameter names do not matter, `{…}` marks an optional part.
export const PUBLIC_API_ROUTES = [
  "GET /api/health",
  "GET /api/ready",
  "POST /api/login",
  "POST /api/login/second-factor",
  "POST /api/logout",
  "GET /api/user",
  "GET /api/board-posts",
  "GET /api/board-posts/:slug",
  "GET /api/interviews",
  "GET /api/interviews/:slugOrId",
  "POST /api/consultations",
  "GET /api/seo-settings/page/:pageType{/:pageId}",
  "GET /api/site/home",
  "GET /api/site/profile",
  "GET /api/site/privacy{/:version}",
  "POST /api/tools/deadline",
  "POST /api/tools/limitation",
  "POST /api/tools/drunk-driving",
  "GET /api/booking/types",
  "GET /api/booking/slots",
  "POST /api/bookings",
  "GET /api/bookings/by-token/:token",
  "POST /api/bookings/by-token/:token/reschedule",
  "POST /api/bookings/by-token/:token/cancel",
] as const;
