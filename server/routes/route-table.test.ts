// No administrator route may escape: every /api route of the real app that is not declared public in
// public-api.ts must answer 401 without a session and 403 to a signed-in non-administrator.
import express, { Router, type Express, type RequestHandler } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser, signedInAgent } from "../../tests/helpers/auth";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { enrolTwoFactor } from "../../tests/helpers/two-factor";
import { createAppAuth } from "../app-auth";
import { apiNotFound, errorHandler } from "../middleware/error-handler";
import { adminRouter } from "../middleware/require-admin";
import { authRoutes } from "./auth.routes";
import { PUBLIC_API_ROUTES } from "./public-api";

interface ApiRoute {
  method: string;
  path: string;
}

interface ListedRoute {
  path: string | RegExp;
  methods?: string[];
  router?: RouteLister;
}
interface RouteLister {
  listRoutes?: () => ListedRoute[];
}

/** Every route registered under /api, walking mounted routers (router >= 2.3: Router#listRoutes). */
function listApiRoutes(app: Express): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const walk = (router: RouteLister, prefix: string) => {
    if (typeof router.listRoutes !== "function") throw new Error("this router cannot list its routes (router >= 2.3 needed)");
    for (const entry of router.listRoutes()) {
      if (typeof entry.path !== "string") throw new Error(`a RegExp route under "${prefix || "/"}" cannot be checked: use a string path`);
      const path = prefix.replace(/\/$/, "") + (entry.path === "/" && entry.router ? "" : entry.path);
      if (entry.router) {
        walk(entry.router, path);
        continue;
      }
      const methods = entry.methods ?? [];
      for (const method of methods) {
        if (method === "HEAD" && methods.includes("GET")) continue; // added automatically for GET
        routes.push({ method: method === "*" ? "ALL" : method, path });
      }
    }
  };
  walk(app.router as unknown as RouteLister, "");
  return routes.filter((r) => r.path === "/api" || r.path.startsWith("/api/"));
}

/** A path with each optional `{…}` part present and absent, and parameter names erased. */
function pathVariants(path: string): string[] {
  const optional = /\{([^{}]*)\}/.exec(path);
  if (!optional) return [path.replace(/[:*](?:"[^"]*"|[A-Za-z_$][\w$]*)/g, ":")];
  return [...pathVariants(path.replace(optional[0], optional[1])), ...pathVariants(path.replace(optional[0], ""))];
}

const PUBLIC = new Set(
  PUBLIC_API_ROUTES.flatMap((entry) => {
    const [method, path] = entry.split(" ");
    return pathVariants(path).map((variant) => `${method} ${variant}`);
  }),
);

function isPublic(route: ApiRoute): boolean {
  return pathVariants(route.path).every((variant) => PUBLIC.has(`${route.method} ${variant}`));
}

/** A concrete URL for a route pattern: optional parts filled, parameters set to "1". */
function sampleUrl(path: string): string {
  return path.replace(/[{}]/g, "").replace(/[:*](?:"[^"]*"|[A-Za-z_$][\w$]*)/g, "1");
}

type Caller = ReturnType<typeof request> | ReturnType<typeof request.agent>;
function send(caller: Caller, route: ApiRoute) {
  const url = sampleUrl(route.path);
  switch (route.method) {
    case "ALL":
    case "GET":
      return caller.get(url);
    case "POST":
      return caller.post(url).send({});
    case "PUT":
      return caller.put(url).send({});
    case "PATCH":
      return caller.patch(url).send({});
    case "DELETE":
      return caller.delete(url);
    default:
      return caller.options(url);
  }
}

/** The non-public routes that do not answer 401 anonymously and 403 to `nonAdmin`, as readable lines. */
async function findEscapes(app: Express, nonAdmin: Caller): Promise<{ checked: ApiRoute[]; escapes: string[] }> {
  const checked = listApiRoutes(app).filter((route) => !isPublic(route));
  const escapes: string[] = [];
  for (const route of checked) {
    const anonymous = await send(request(app), route);
    if (anonymous.status !== 401) escapes.push(`${route.method} ${route.path}: ${anonymous.status} without a session (expected 401)`);
    const staff = await send(nonAdmin, route);
    if (staff.status !== 403) escapes.push(`${route.method} ${route.path}: ${staff.status} for a non-admin user (expected 403)`);
  }
  return { checked, escapes };
}

const staff = { username: "route-table-staff", password: "staff-password-1" };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createTestUser(t.database.db, { ...staff, role: "staff" });
});
afterAll(async () => {
  await t.close();
});

describe("route table", () => {
  it("protects every /api route of the app that is not declared public", async () => {
    const routes = listApiRoutes(t.app).map((r) => `${r.method} ${r.path}`);
    // The walker sees the app's routers (guards against a walk that silently finds nothing).
    expect(routes).toEqual(expect.arrayContaining(["GET /api/health", "POST /api/login", "POST /api/logout", "GET /api/user"]));
    // The interviews' writes share /api/interviews with its public reading routes: they are checked too.
    expect(routes).toEqual(
      expect.arrayContaining([
        "GET /api/admin/interviews",
        "POST /api/interviews",
        "PUT /api/interviews/:id",
        "DELETE /api/interviews/:id",
        "POST /api/interviews/:id/restore",
        "GET /api/admin/interviews/:id/revisions",
      ]),
    );
    const { escapes } = await findEscapes(t.app, await signedInAgent(t.app, staff));
    expect(escapes).toEqual([]);
  });

  it("treats a half-signed-in session (password right, second factor not yet given) as signed out on every one", async () => {
    const credentials = { username: "route-table-2fa", password: "route-table-pass-1" };
    await createTestUser(t.database.db, { ...credentials, role: "admin" });
    await enrolTwoFactor(await signedInAgent(t.app, credentials), Date.now(), credentials.password);
    const half = request.agent(t.app);
    const first = await half.post("/api/login").send(credentials);
    expect(first.body.twoFactorRequired).toBe(true);
    const routes = listApiRoutes(t.app).filter((route) => !isPublic(route));
    expect(routes.length).toBeGreaterThan(30);
    const answers = await Promise.all(routes.map(async (route) => `${route.method} ${route.path}: ${(await send(half, route)).status}`));
    expect(answers.filter((line) => !line.endsWith(": 401"))).toEqual([]);
    expect((await half.get("/api/user")).status).toBe(401);
  });

  it("declares public routes as METHOD /api/path", () => {
    for (const entry of PUBLIC_API_ROUTES) expect(entry).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\/\S+$/);
  });
});

describe("the route-table check itself", () => {
  const ok: RequestHandler = (_req, res) => {
    res.json({ ok: true });
  };

  /** A small app on the real session stack: one admin router, one public router, one leaking router. */
  function appWithLeak(): { app: Express; close(): void } {
    const { auth, twoFactor } = createAppAuth({ db: t.database.db, env: t.env });
    const app = express();
    app.use("/api", express.json(), auth.middleware);
    app.use("/api", authRoutes(auth, twoFactor));
    const admin = adminRouter();
    admin.get("/admin/things/:id", ok);
    admin.post("/admin/things", ok);
    admin.route("/admin/things/:id/notes").put(ok).delete(ok);
    app.use("/api", admin);
    const publicRoutes = Router();
    publicRoutes.get("/board-posts", ok);
    publicRoutes.post("/consultations", ok);
    app.use("/api", publicRoutes);
    const leaking = Router();
    leaking.delete("/admin/things/:id", ok);
    leaking.get("/consultations", ok);
    app.use("/api/v2", Router().use(leaking));
    app.use("/api", apiNotFound, errorHandler);
    return { app, close: auth.close };
  }

  it("flags a route defined outside adminRouter and passes the ones defined on it", async () => {
    const dummy = appWithLeak();
    try {
      const { checked, escapes } = await findEscapes(dummy.app, await signedInAgent(dummy.app, staff));
      expect(checked.map((r) => `${r.method} ${r.path}`)).toEqual([
        "GET /api/admin/things/:id",
        "POST /api/admin/things",
        "PUT /api/admin/things/:id/notes",
        "DELETE /api/admin/things/:id/notes",
        "DELETE /api/v2/admin/things/:id",
        "GET /api/v2/consultations",
      ]);
      expect(escapes).toEqual([
        "DELETE /api/v2/admin/things/:id: 200 without a session (expected 401)",
        "DELETE /api/v2/admin/things/:id: 200 for a non-admin user (expected 403)",
        "GET /api/v2/consultations: 200 without a session (expected 401)",
        "GET /api/v2/consultations: 200 for a non-admin user (expected 403)",
      ]);
    } finally {
      dummy.close();
    }
  });

  it("leaves public routes that share the admin router's mount point open", async () => {
    const dummy = appWithLeak();
    try {
      expect((await request(dummy.app).get("/api/board-posts")).status).toBe(200);
      expect((await request(dummy.app).post("/api/consultations").send({})).status).toBe(200);
    } finally {
      dummy.close();
    }
  });

  it("matches public entries by method and shape, whatever the parameter names", () => {
    expect(isPublic({ method: "GET", path: "/api/board-posts/:postSlug" })).toBe(true);
    expect(isPublic({ method: "DELETE", path: "/api/board-posts/:slug" })).toBe(false);
    expect(isPublic({ method: "GET", path: "/api/seo-settings/page/:type{/:id}" })).toBe(true);
    expect(isPublic({ method: "GET", path: "/api/seo-settings/page/:type" })).toBe(true);
    expect(isPublic({ method: "GET", path: "/api/seo-settings/:id" })).toBe(false);
  });
});
