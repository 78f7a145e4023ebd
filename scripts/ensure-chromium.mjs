// Browser tests need Chromium. Use CHROME_PATH or /usr/bin/chromium; as root with apt, install
// Debian's chromium (and a Korean font for screenshots); otherwise explain how.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const hasKoreanFont = () => existsSync("/usr/share/fonts/truetype/nanum") || existsSync("/usr/share/fonts/opentype/noto");

if (existsSync(chromePath) && hasKoreanFont()) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
let hasApt = false;
try {
  execSync("command -v apt-get", { stdio: "ignore" });
  hasApt = true;
} catch {
  /* no apt */
}

if (isRoot && hasApt && !process.env.CHROME_PATH) {
  console.log("Installing Debian's chromium and fonts-nanum for browser tests…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-nanum >/dev/null", {
    stdio: "inherit",
    shell: "/bin/bash",
  });
  if (existsSync(chromePath)) process.exit(0);
}
if (existsSync(chromePath)) {
  console.warn("Chromium found, but no Korean font: screenshots will show boxes. Install fonts-nanum.");
  process.exit(0);
}
console.error(
  `Chromium not found at ${chromePath}.\n` +
    "Install it with `sudo apt-get install chromium fonts-nanum` (Debian/Ubuntu), or set CHROME_PATH to a Chromium or Chrome binary.",
);
process.exit(1);
