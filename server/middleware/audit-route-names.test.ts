// Every change route the access log records has a Korean name for the back office: the routers are read as
// registered, each route under an audited path is asked for its name, and a route added without one fails here.
import type { Router } from "express";
import { describe, expect, it } from "vitest";
import { routeName } from "@shared/intake/access-log-actions";
import { accountRoutes } from "../routes/account.routes";
import { adminBookingRoutes } from "../routes/booking.routes";
import { adminSeoSettingRoutes } from "../routes/seo-settings.routes";
import { deliverySettingsRoutes } from "../routes/delivery-settings.routes";
import { adminSiteSettingsRoutes } from "../routes/site-settings.routes";
import { AUDITED_PATHS } from "./audit-changes";

const CHANGES = ["post", "put", "patch", "delete"];
const stub = {} as never;

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Each route of the routers as [METHOD, path below /api], with its parameters given sample values. */
function routesOf(routers: Router[]): Array<[string, string]> {
  return routers.flatMap((router) =>
    (router.stack as Layer[]).flatMap((layer) => {
      if (!layer.route) return [];
      const sample = layer.route.path.replace(/\{[^}]*\}/g, "").replace(/:[A-Za-z]+/g, "7");
      return Object.keys(layer.route.methods)
        .filter((m) => CHANGES.includes(m))
        .map((m): [string, string] => [m.toUpperCase(), sample]);
    }),
  );
}

const audited = routesOf([
  adminSiteSettingsRoutes(stub, stub, stub, stub),
  deliverySettingsRoutes(stub),
  adminSeoSettingRoutes(stub, stub),
  ...accountRoutes(stub, stub, stub),
  adminBookingRoutes(stub, stub),
]).filter(([, path]) => Object.values(AUDITED_PATHS).some((re) => re.test(path)));

describe("the Korean names of audited routes", () => {
  it("finds the audited routes of the settings, SEO and two-factor routers", () => {
    expect(audited.length).toBeGreaterThanOrEqual(20);
    expect(audited).toContainEqual(["DELETE", "/seo-settings/7"]);
    expect(audited).toContainEqual(["POST", "/account/two-factor/setup"]);
    expect(audited).not.toContainEqual(["POST", "/account/password"]);
    expect(audited).toContainEqual(["PUT", "/availability-blocks/ics-feed"]);
    expect(audited).not.toContainEqual(["POST", "/availability-blocks"]);
  });

  it.each(audited)("names %s %s", (method, path) => {
    expect(routeName(method, `/api${path}`)).toMatch(/[가-힣]/);
  });
});
