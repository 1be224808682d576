// Port 0 for listeners that share their port with SO_REUSEPORT: Linux may hand such a bind a port
// that another program of the same user already holds with SO_REUSEPORT, and then splits that
// program's queries between the two. Checked in a network namespace of its own whose ephemeral
// range is two ports, one of them held that way: the listener must take the other, every time.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const script = `
import { createSocket } from "node:dgram";
import { createServer } from "node:net";
import { writeFileSync } from "node:fs";
import { listenUdpAndTcp } from ${JSON.stringify(fileURLToPath(new URL("./listen-configured.ts", import.meta.url)))};
writeFileSync("/proc/sys/net/ipv4/ip_local_port_range", "40000 40001");
const bound = (socket, port) => new Promise((resolve, reject) => {
  socket.once("error", reject);
  socket.bind(port, "127.0.0.1", () => resolve(socket));
});
const udp = (port) => bound(createSocket({ type: "udp4", reusePort: true }), port).then((socket) => ({
  port: socket.address().port, close: () => new Promise((resolve) => socket.close(resolve)) }));
const tcp = (port) => new Promise((resolve, reject) => {
  const server = createServer();
  server.once("error", reject);
  server.listen({ host: "127.0.0.1", port, reusePort: true }, () => resolve({
    port: server.address().port, close: () => new Promise((done) => server.close(() => done())) }));
});
// The other program: UDP port 40000 with SO_REUSEPORT.
await bound(createSocket({ type: "udp4", reusePort: true }), 40000);
const picked = [];
for (let i = 0; i < 20; i++) {
  const [u, t] = await listenUdpAndTcp("127.0.0.1", 0, true, udp, tcp);
  picked.push([u.port, t.port]);
  await Promise.all([u.close(), t.close()]);
}
console.log(JSON.stringify(picked));
process.exit(0);
`;

describe("listeners on port 0 that share their port with their threads", () => {
  it("never take a port that another program holds with SO_REUSEPORT", () => {
    const run = spawnSync(
      "unshare",
      ["--net", "sh", "-c", 'ip link set lo up && exec "$0" --input-type=module -e "$1"', process.execPath, script],
      { encoding: "utf8" },
    );
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const picked = JSON.parse(run.stdout) as [number, number][];
    expect(picked).toHaveLength(20);
    for (const [udp, tcp] of picked) expect([udp, tcp]).toEqual([40001, 40001]);
  });
});
