// Configuration that cannot leave the back office open:
//  - a production start with a loopback PUBLIC_SITE_URL listens on loopback only: the machine's other address
//    (its eth0 address) gets no answer; a non-loopback HOST is refused in one line; PUBLIC_SITE_URL is required;
//  - a well-known administrator name is refused on any scheme; on https no generated password reaches the log;
//  - the data folder is the server's alone after a first start (0700 folders, 0600 files), and an older folder
//    others can read is tightened at the next start;
//  - pg_dump / pg_restore get the database password through the environment, never on their command line.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import net from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { users } from "@shared/schema";
import { openAndPrepareDatabase } from "../../server/boot";
import { pgDump } from "../../server/cli/backup";
import { parseEnv } from "../../server/env";
import { listenOn } from "../../server/listen";
import { setLogLevel } from "../../server/lib/logger";

const root = mkdtempSync(path.join(tmpdir(), "configuration-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const prod = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), ADMIN_USERNAME: "kim-office" };

/** The first IPv4 address of this machine that is not loopback (eth0's), if it has one. */
const otherAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === "IPv4" && !a.internal)?.address;

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

describe("a production site on a loopback URL", () => {
  it.skipIf(!otherAddress)("cannot be reached on the machine's other address", async () => {
    const probe = listenOn({ HOST: "127.0.0.1", PORT: 0 }, () => undefined);
    await new Promise((r) => probe.once("listening", r));
    const port = (probe.address() as net.AddressInfo).port;
    probe.close();
    const env = parseEnv({ ...prod, PUBLIC_SITE_URL: `http://127.0.0.1:${port}`, PORT: String(port) });
    const server = listenOn(env, (_req, res) => res.end("ok"));
    await new Promise((r) => server.once("listening", r));
    try {
      expect(await connects("127.0.0.1", port)).toBe(true);
      expect(await connects(otherAddress!, port)).toBe(false);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it("refuses a HOST that is not loopback, in one line", () => {
    expect(() => parseEnv({ ...prod, PUBLIC_SITE_URL: "http://localhost:5000", HOST: "0.0.0.0" })).toThrow(
      /^ {2}- HOST: HOST must be a loopback address \(127\.0\.0\.1 or ::1\) while PUBLIC_SITE_URL is plain http/m,
    );
    expect(parseEnv({ ...prod, PUBLIC_SITE_URL: "http://localhost:5000", HOST: "::1" }).HOST).toBe("::1");
    // https (behind a proxy or not) listens where it is told, every interface by default.
    expect(parseEnv({ ...prod, PUBLIC_SITE_URL: "https://law.example.kr", TOTP_ENCRYPTION_KEY: "ab".repeat(32) }).HOST).toBe("0.0.0.0");
  });

  it("needs PUBLIC_SITE_URL, and a name that is not a well-known one on any scheme", () => {
    expect(() => parseEnv(prod)).toThrow(/PUBLIC_SITE_URL is required in production/);
    expect(() => parseEnv({ ...prod, PUBLIC_SITE_URL: "http://127.0.0.1:5000", ADMIN_USERNAME: "admin" })).toThrow(
      /ADMIN_USERNAME must not be a well-known name/,
    );
    expect(() => parseEnv({ ...prod, PUBLIC_SITE_URL: "http://127.0.0.1:5000", ADMIN_USERNAME: "" })).toThrow(
      /ADMIN_USERNAME is required in production/,
    );
  });
});

describe("the first start", () => {
  it("on https prints no generated password: the account waits for npm run admin -- reset-password", async () => {
    setLogLevel("silent");
    const dataDir = path.join(root, "https-first");
    const env = parseEnv({ ...prod, DATA_DIR: dataDir, PUBLIC_SITE_URL: "https://law.example.kr", TOTP_ENCRYPTION_KEY: "ab".repeat(32) });
    const written: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      written.push(String(chunk));
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof process.stdout.write;
    let database;
    try {
      database = await openAndPrepareDatabase(env);
    } finally {
      process.stdout.write = write;
    }
    try {
      expect(written.join("")).not.toMatch(/password:/);
      const [admin] = await database.db.select().from(users);
      expect(admin).toMatchObject({ username: "kim-office", mustChangePassword: true });
      // The data folder is the server's alone: folders 0700, files 0600.
      const modes = walk(dataDir).map((entry) => statSync(entry).mode & 0o777);
      expect(modes.length).toBeGreaterThan(100);
      expect(modes.filter((mode) => mode & 0o077)).toEqual([]);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("tightens a data folder others could read or write at the next start", () => {
    const dataDir = path.join(root, "https-first");
    const wal = walk(path.join(dataDir, "pglite")).find((entry) => entry.includes("pg_wal") && statSync(entry).isFile())!;
    chmodSync(dataDir, 0o755);
    chmodSync(wal, 0o666);
    const res = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import("./server/lib/private-folder.ts").then((m) => console.log(m.securePrivateFolder(${JSON.stringify(dataDir)})))`,
      ],
      { encoding: "utf8" },
    );
    expect(res.stdout.trim()).toBe("2");
    expect(statSync(wal).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });
});

describe("backups of a Postgres database", () => {
  it("give pg_dump the password in its environment, not on its command line", async () => {
    const bin = path.join(root, "bin");
    const record = path.join(root, "pg_dump.record");
    spawnSync("mkdir", ["-p", bin]);
    writeFileSync(path.join(bin, "pg_dump"), `#!/bin/sh\n{ echo "ARGS: $*"; echo "PGPASSWORD: $PGPASSWORD"; } > ${record}\nprintf dump\n`, {
      mode: 0o755,
    });
    const previous = process.env.PATH;
    process.env.PATH = `${bin}:${previous}`;
    try {
      expect((await pgDump("postgres://office:s3cret%2Fpw@db.example.kr:5432/law?sslmode=require")).toString()).toBe("dump");
    } finally {
      process.env.PATH = previous;
    }
    const seen = readFileSync(record, "utf8");
    expect(seen).toContain(
      "ARGS: --format=custom --no-owner --no-privileges --dbname=postgres://office@db.example.kr:5432/law?sslmode=require",
    );
    expect(seen).not.toMatch(/ARGS:.*s3cret/);
    expect(seen).toContain("PGPASSWORD: s3cret/pw");
  });
});

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    return entry.isDirectory() ? [full, ...walk(full)] : [full];
  });
}
