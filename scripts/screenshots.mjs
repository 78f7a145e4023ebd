// Takes Chromium screenshots of pages at phone and desktop widths: node scripts/screenshots.mjs URL path…
import { chromium } from "playwright-core";

const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const name = `.tmp/shots/${(p.replace(/[^a-z0-9]+/gi, "_") || "home").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log(name, overflow ? "HORIZONTAL OVERFLOW" : "");
  }
  await page.close();
}
await browser.close();
