import { describe, expect, it } from "vitest";
import { SAMPLE_SITE_SETTINGS } from "../office/site-settings";
import { mergeStructuredData, officeFactValues, structuredDataPatch } from "./structured-data-patch";

const site = SAMPLE_SITE_SETTINGS;
const generatedFor = (phone: string) => [
  { "@type": "LegalService", name: site.officeName, telephone: phone, address: { streetAddress: site.address.street } },
  { "@type": "WebSite", name: "사이트" },
];

describe("structured data patches", () => {
  it("stores only what the attorney changed, and nothing when nothing changed", () => {
    const generated = generatedFor(site.phone);
    expect(structuredDataPatch(generated, generated)).toBeNull();
    const edited = [{ ...generated[0], alternateName: "정의 법률" }, { "@type": "WebSite" }];
    expect(structuredDataPatch(generated, edited)).toEqual([{ alternateName: "정의 법률" }, { name: null }]);
    // A single object edited on its own page.
    expect(structuredDataPatch([generated[1]], { ...generated[1], name: "새 이름" })).toEqual([{ name: "새 이름" }]);
  });

  it("merges the patch over the data generated now: a changed phone reaches the page", () => {
    const [home, web] = generatedFor(site.phone);
    const patch = structuredDataPatch([home, web], [{ ...home, alternateName: "정의" }, web]);
    const newSite = { ...site, phone: "02-6951-3300" };
    const merged = mergeStructuredData(generatedFor(newSite.phone), patch, officeFactValues(newSite));
    expect(merged[0]).toMatchObject({ telephone: "02-6951-3300", alternateName: "정의" });
    expect(merged[1]).toEqual({ "@type": "WebSite", name: "사이트" });
  });

  it("keeps the office's facts over a whole document saved earlier, and drops removed objects", () => {
    const newSite = { ...site, phone: "02-6951-3300" };
    const legacy = { ...generatedFor(site.phone)[0], telephone: site.phone, alternateName: "정의" };
    const merged = mergeStructuredData(generatedFor(newSite.phone), legacy, officeFactValues(newSite));
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({ telephone: "02-6951-3300", alternateName: "정의", name: site.officeName });
    expect(mergeStructuredData(generatedFor(site.phone), [{}, null], officeFactValues(site))).toHaveLength(1);
  });
});
