// The installable packages as their users get them: `npm pack`, `npm install <tarball>` into an
// empty folder outside the repository, and the installed commands run there on Node 24 with nothing
// of the repository around them. Needs the npm registry (for the packages' dependencies) and a
// Node.js older than 24 on PATH (the machine's own), to see the installed bins refuse it.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { isBuiltin } from "node:module";
import { delimiter, join, posix } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { init as initLexer, parse as parseModule } from "es-module-lexer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusDir } from "../packages/capabilities/src/testing/corpus-dir.ts";
import { type Installation, installedManifest, packAndInstall, runCommand } from "./packed-install.ts";
import { repoRoot } from "./tasks.ts";

const HUB = "@hq/hub";
const CAPABILITIES = "@hq/capabilities";
const repoManifest = async (dir: string) =>
  JSON.parse(await readFile(join(repoRoot, "packages", dir, "package.json"), "utf8")) as Record<string, unknown>;

/** The first `node` on PATH older than 24, or a failure that says what is missing. */
function olderNode(): string {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    const file = join(dir, "node");
    if (!dir || !existsSync(file)) continue;
    const version = execFileSync(file, ["--version"], { encoding: "utf8" }).trim();
    if (Number(/^v(\d+)/.exec(version)?.[1]) < 24) return file;
  }
  throw new Error("This test needs a Node.js older than 24 on PATH (the machine's own node): none found");
}

/** Specifiers of the static and dynamic imports of an ES module; undefined for a computed one. */
async function importSpecifiers(code: string): Promise<(string | undefined)[]> {
  await initLexer;
  const [imports] = parseModule(code);
  return imports.flatMap((entry) => (entry.type === "import-meta" ? [] : [entry.specifier]));
}

const packageNameOf = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;

let installation: Installation;

beforeAll(async () => {
  installation = await packAndInstall();
}, 600_000);
afterAll(async () => {
  await installation?.remove();
});

const packed = (name: string) => {
  const pkg = installation.packages.find((p) => p.name === name);
  if (!pkg) throw new Error(`${name} was not packed`);
  return pkg;
};

describe("the packed tarballs", () => {
  it("hold built JavaScript with declarations, the bin, README and LICENSE, and nothing else", () => {
    expect(installation.packages.map((p) => `${p.name}@${p.version}`).sort()).toEqual([
      "@hq/capabilities@0.1.0",
      "@hq/hub@0.9.0",
    ]);
    const shipped =
      /^(package\.json|README\.md|LICENSE|bin\/[a-z-]+\.mjs|dist\/[\w/.-]+\.(d\.ts|js)|dashboard\/(index\.html|favicon\.svg|[a-z-]+\.(js|css)))$/;
    for (const pkg of installation.packages) {
      expect(
        pkg.files.filter((file) => !shipped.test(file)),
        pkg.name,
      ).toEqual([]);
      expect(pkg.files.filter((file) => /\.test\.|fixtures|\/e2e\/|\/testing\/|^src\//.test(file))).toEqual([]);
      expect(pkg.files).toEqual(
        expect.arrayContaining(["LICENSE", "README.md", "package.json", "dist/index.js", "dist/index.d.ts"]),
      );
      // The library's modules come with declarations; a CLI bundle (dist/bundle/, the hub's) is
      // run, never imported, and has none.
      const js = pkg.files.filter((file) => /^dist\/(?!bundle\/).*\.js$/.test(file));
      expect(js.length).toBeGreaterThan(10);
      expect(js.filter((file) => !pkg.files.includes(file.replace(/\.js$/, ".d.ts")))).toEqual([]);
    }
    expect(packed(HUB).files).toEqual(
      expect.arrayContaining([
        "bin/hub.mjs",
        "dist/bundle/main.js",
        "dist/cli/main.js",
        "dist/mcp/stdio.js",
        "dashboard/index.html",
      ]),
    );
    expect(packed(CAPABILITIES).files).toEqual(expect.arrayContaining(["bin/capcheck.mjs", "dist/cli/main.js"]));
  });

  it("are public packages with runtime dependencies only, for Node 24", async () => {
    for (const [name, dir] of [
      [HUB, "hub"],
      [CAPABILITIES, "capabilities"],
    ] as const) {
      const manifest = await installedManifest(installation, name);
      expect(manifest.private, name).toBeUndefined();
      expect(manifest).toMatchObject({ license: "MIT", type: "module", engines: { node: ">=24" } });
      expect(manifest.devDependencies).toBeUndefined();
      expect(manifest.dependencies).toEqual((await repoManifest(dir)).dependencies);
      expect(manifest.exports).toEqual({
        ".": { types: "./dist/index.d.ts", default: "./dist/index.js" },
        "./package.json": "./package.json",
      });
    }
  });

  it("import only their own files, Node's built-ins and their declared dependencies", async () => {
    for (const pkg of installation.packages) {
      const root = join(installation.dir, "node_modules", pkg.name);
      const manifest = await installedManifest(installation, pkg.name);
      const declared = new Set(Object.keys((manifest.dependencies as Record<string, string>) ?? {}));
      const problems: string[] = [];
      for (const file of pkg.files.filter((f) => f.startsWith("dist/") && f.endsWith(".js"))) {
        for (const specifier of await importSpecifiers(await readFile(join(root, file), "utf8"))) {
          if (specifier === undefined) {
            problems.push(`${file}: an import of a computed specifier cannot be checked`);
          } else if (specifier.startsWith(".")) {
            const target = posix.join(posix.dirname(file), specifier);
            if (!pkg.files.includes(target)) problems.push(`${file}: "${specifier}" is not in the package`);
          } else if (specifier.startsWith("node:")) {
            if (!isBuiltin(specifier)) problems.push(`${file}: "${specifier}" is not a Node built-in`);
          } else if (!declared.has(packageNameOf(specifier))) {
            problems.push(`${file}: "${specifier}" is not a declared dependency`);
          }
        }
      }
      expect(problems, pkg.name).toEqual([]);
    }
  });
});

describe("installed into an empty folder outside the repository", () => {
  let server: ChildProcess | undefined;
  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await once(server, "exit");
    }
  });

  it("hub init, hub serve on a loopback port, hub task create, and hub mcp over stdio", async () => {
    const project = join(installation.dir, "project");
    await mkdir(project);
    // No mDNS: the server is on loopback and not advertised; clients are told where it is.
    const env = { ...installation.env, HUB_DISCOVERY_MS: "0" };
    const hub = (args: string[], extra: NodeJS.ProcessEnv = {}) =>
      runCommand(installation.bin("hub"), args, { cwd: project, env: { ...env, ...extra } });

    expect(await hub(["--version"])).toMatchObject({ code: 0, stdout: "0.9.0\n" });
    expect(await hub(["init", "--name", "installed"])).toMatchObject({ code: 0 });
    expect(readdirSync(join(project, ".hub"))).toEqual(expect.arrayContaining(["config.yaml", "token", "tasks"]));

    server = spawn(installation.bin("hub"), ["serve", "--host", "127.0.0.1", "--port", "0", "--no-advertise"], {
      cwd: project,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const url = await new Promise<string>((resolve, reject) => {
      let out = "";
      server!.stdout!.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split("\n").find((l) => l.startsWith("http://127.0.0.1:"));
        if (line) resolve(line.trim());
      });
      server!.once("exit", (code) => reject(new Error(`hub serve exited with ${code}: ${out}`)));
    });

    const created = await hub(["task", "create", "Installed task", "--role", "dev"], { HUB_URL: url });
    expect(created).toMatchObject({ code: 0, stdout: expect.stringMatching(/^TSK-\d{4}\n$/) });
    const id = created.stdout.trim();
    const token = (await hub(["token"])).stdout.trim();
    const response = await fetch(`${url}/tasks/${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, title: "Installed task", role: "dev", status: "todo" });
    // The dashboard's modules ship in the package and are served by the installed server.
    const dashboard = await fetch(`${url}/dashboard/dashboard.js`);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('from "./live.js"');
    const live = await fetch(`${url}/dashboard/live.js`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain("EventSource");

    // The MCP client configuration the README shows: command `hub`, args `mcp --dir <project>`.
    const client = new Client({ name: "installed-check", version: "1.0.0" });
    await client.connect(
      new StdioClientTransport({
        command: installation.bin("hub"),
        args: ["mcp", "--dir", project],
        cwd: installation.dir,
        env: { ...(env as Record<string, string>), HUB_URL: url },
        stderr: "pipe",
      }),
    );
    try {
      expect(client.getServerVersion()).toMatchObject({ name: "hub", version: "0.9.0" });
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      expect(names).toEqual(expect.arrayContaining(["hub_task_create", "hub_task_get", "hub_task_list", "hub_ask"]));
      const got = await client.callTool({ name: "hub_task_get", arguments: { id } });
      expect(got.isError ?? false).toBe(false);
      expect(JSON.stringify(got.content)).toContain("Installed task");
    } finally {
      await client.close();
    }

    server.kill("SIGTERM");
    const [code] = await once(server, "exit");
    expect(code).toBe(0);
  });

  it("capcheck validate gives the same report as the repository's capcheck on the corpus", async () => {
    const corpus = corpusDir();
    if (!corpus) throw new Error("The capability corpus is missing: ../shared/capability-corpus beside the repository");
    const files = join(corpus, "files");
    const one = join(files, readdirSync(files).sort()[0]!);
    const installed = (args: string[]) =>
      runCommand(installation.bin("capcheck"), args, { cwd: installation.dir, env: installation.env });
    const fromSource = (args: string[]) =>
      runCommand(process.execPath, [join(repoRoot, "packages/capabilities/bin/capcheck.mjs"), ...args], {
        cwd: installation.dir,
        env: installation.env,
      });

    const single = await installed(["validate", "--json", one]);
    expect([0, 1]).toContain(single.code);
    expect(JSON.parse(single.stdout)).toMatchObject({ files: [{ path: one, valid: single.code === 0 }] });
    expect(single).toEqual(await fromSource(["validate", "--json", one]));

    const all = await installed(["validate", "--json", files]);
    expect(JSON.parse(all.stdout).files.length).toBe(readdirSync(files).length);
    expect(all).toEqual(await fromSource(["validate", "--json", files]));
  });

  it("serves the libraries: both entry points load and their type declarations check in a strict consumer", async () => {
    const loaded = await runCommand(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const hub = await import("${HUB}"); const caps = await import("${CAPABILITIES}");
         console.log(JSON.stringify([typeof hub.openHub, typeof hub.createHubMcpServer, hub.TASK_STATUSES.length > 0,
           typeof caps.checkCapabilityFiles, typeof caps.coreCatalog]));`,
      ],
      { cwd: installation.dir, env: installation.env },
    );
    expect(loaded.stderr).toBe("");
    expect(JSON.parse(loaded.stdout)).toEqual(["function", "function", true, "function", "function"]);

    // skipLibCheck off: the declarations themselves are checked, and @ts-expect-error fails the
    // check if a type had come through as `any`.
    await writeFile(
      join(installation.dir, "consumer.mts"),
      `import { type HubApi, openHub, TASK_STATUSES, type Task } from "${HUB}";
import { checkCapabilityFiles, coreCatalog, type Diagnostic } from "${CAPABILITIES}";

const hub: HubApi = await openHub(process.cwd());
const task: Task = await hub.createTask({ title: "typed" });
const status: (typeof TASK_STATUSES)[number] = task.status;
const result = checkCapabilityFiles([{ path: "a.json", content: "{}" }], { catalog: coreCatalog() });
const first: Diagnostic | undefined = result.files[0]?.errors[0];
// @ts-expect-error a task has no such field
task.noSuchField;
// @ts-expect-error strict is a boolean
checkCapabilityFiles([], { strict: "yes" });
console.log(status, first);
`,
    );
    await writeFile(
      join(installation.dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "es2024",
          module: "nodenext",
          moduleResolution: "nodenext",
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: ["node"],
          typeRoots: [join(repoRoot, "node_modules", "@types")],
        },
        files: ["consumer.mts"],
      }),
    );
    const checked = await runCommand(join(repoRoot, "node_modules", ".bin", "tsc"), ["-p", ".", "--pretty", "false"], {
      cwd: installation.dir,
      env: installation.env,
    });
    expect(checked.stdout + checked.stderr).toBe("");
    expect(checked.code).toBe(0);
  });

  it("the installed commands refuse a Node older than 24 with a clear message", async () => {
    const node = olderNode();
    for (const name of ["hub", "capcheck"]) {
      const result = await runCommand(node, [installation.bin(name), "--version"], {
        cwd: installation.dir,
        env: installation.env,
      });
      expect(result.code, name).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr).toMatch(new RegExp(`^${name} needs Node\\.js >= 24; this is Node v\\d+\\.`));
    }
  });
});

describe("in the repository", () => {
  it("the workspace bins started by an older Node run the source with the repository's Node 24", async () => {
    const node = olderNode();
    for (const [name, dir] of [
      ["hub", "hub"],
      ["capcheck", "capabilities"],
    ] as const) {
      const result = await runCommand(node, [join(repoRoot, "node_modules", ".bin", name), "--version"], {
        cwd: repoRoot,
        env: process.env,
      });
      expect(result, name).toMatchObject({ code: 0, stdout: `${(await repoManifest(dir)).version}\n` });
    }
  });
});
