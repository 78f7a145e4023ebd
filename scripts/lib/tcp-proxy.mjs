// A loopback TCP proxy in front of a server (Postgres), that a test or the load run can cut and restore: an
// outage as the app sees it, without stopping the real server. Types: tcp-proxy.d.mts beside this file.
import net from "node:net";

export async function startTcpProxy(target) {
  let down = false;
  const sockets = new Set();
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => undefined);
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: server.address().port,
    cut: () => {
      down = true;
      for (const s of sockets) s.destroy();
    },
    restore: () => {
      down = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
