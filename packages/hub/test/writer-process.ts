// A second process writing to a hub project the way a local CLI in non-server mode does: through
// its own Hub (no watcher) on the same files and index. Used by the exactly-once and crash tests.
//   node writer-process.ts <projectDir> decisions <count>   creates <count> decisions, prints "done"
//   node writer-process.ts <projectDir> burst                creates and updates tasks until killed
//   node writer-process.ts <projectDir> claim <agent> <ids>  claims the comma-separated tasks at once,
//                                                            prints "ready", then `{ id: "ok" | code }`
import { openHub } from "../src/core/hub.ts";

const [projectDir, mode, countText] = process.argv.slice(2);
if (!projectDir || !mode) {
  process.stderr.write("usage: writer-process.ts <projectDir> decisions <count> | burst | claim <agent> <ids>\n");
  process.exit(2);
}
const hub = await openHub(projectDir);
if (mode === "decisions") {
  const count = Number(countText);
  await Promise.all(
    Array.from({ length: count }, (_, n) =>
      hub.createDecision({ title: `Decision ${n}`, body: `Made by process ${process.pid}` }),
    ),
  );
  await hub.close();
  process.stdout.write("done\n");
} else if (mode === "claim") {
  const ids = (process.argv[5] ?? "").split(",");
  process.stdout.write("ready\n");
  const outcomes = await Promise.all(
    ids.map((id) =>
      hub.claimTask(id, countText!).then(
        () => "ok",
        (error: { code?: string }) => error.code ?? "error",
      ),
    ),
  );
  await hub.close();
  process.stdout.write(`${JSON.stringify(Object.fromEntries(ids.map((id, n) => [id, outcomes[n]])))}\n`);
} else {
  process.stdout.write("ready\n");
  for (let round = 0; ; round += 1) {
    const tasks = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        hub.createTask({ title: `Burst ${round}.${n}`, body: "x".repeat(2_000 + n * 500) }),
      ),
    );
    await Promise.all(tasks.map((task) => hub.updateTask(task.id, { status: "in_progress", body: "y".repeat(4_000) })));
  }
}
