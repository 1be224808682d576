// A Dovecot IMAP server of the test's own (Debian's dovecot-imapd), never the system service: a
// throwaway config, passwd-file users and Maildir homes in a temporary folder, listening on a free
// loopback port. Mail gets in through IMAP APPEND (test/imap-deliver.ts), as a delivery would.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { freePort, requireProgram, stopChild } from "./processes.ts";

export interface DovecotUser {
  user: string;
  password: string;
}

export interface TestDovecot {
  host: string;
  port: number;
  users: DovecotUser[];
  /**
   * Stops the server as a service manager does (systemd's default KillMode): every process of it,
   * the IMAP sessions included, gets SIGTERM. start() brings it back on the same port with the same
   * mailboxes.
   */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

export interface DovecotOptions {
  users?: DovecotUser[];
  /** An OAuth 2.0 token introspection URL: XOAUTH2/OAUTHBEARER logins are checked against it. */
  oauth2IntrospectionUrl?: string;
  /** The OAuth 2.0 login mechanisms offered with an introspection URL (default both). */
  oauth2Mechanisms?: readonly ("xoauth2" | "oauthbearer")[];
}

/** Who owns the mailboxes: the current user, or as root Debian's `mail` user (Dovecot refuses uid 0). */
function mailOwner(): { uid: number; gid: number } {
  const me = userInfo();
  if (me.uid !== 0) return { uid: me.uid, gid: me.gid };
  const [, , uid, gid] = execFileSync("getent", ["passwd", "mail"], { encoding: "utf8" }).trim().split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

function oauthMechanisms(options: DovecotOptions): string {
  return (options.oauth2Mechanisms ?? ["xoauth2", "oauthbearer"]).join(" ");
}

function config(dir: string, port: number, options: DovecotOptions): string {
  const me = userInfo();
  const owner = mailOwner();
  const lines = [
    `base_dir = ${dir}/run`,
    `state_dir = ${dir}/state`,
    `log_path = ${dir}/dovecot.log`,
    `info_log_path = ${dir}/dovecot.log`,
    "protocols = imap",
    "listen = 127.0.0.1",
    "ssl = no",
    "disable_plaintext_auth = no",
    `auth_mechanisms = plain login${options.oauth2IntrospectionUrl ? ` ${oauthMechanisms(options)}` : ""}`,
    `default_internal_user = ${me.username}`,
    `default_internal_group = ${me.username === "root" ? "root" : me.username}`,
    // imap-login refuses to run as root: as root the login processes use Debian's dovenull.
    `default_login_user = ${me.uid === 0 ? "dovenull" : me.username}`,
    "mail_location = maildir:~/Maildir",
    "mail_privileged_group =",
    "first_valid_uid = 0",
    "imap_idle_notify_interval = 1 secs",
    "auth_failure_delay = 0",
    "auth_verbose = yes",
    "namespace inbox {",
    "  inbox = yes",
    "  separator = /",
    "}",
    "passdb {",
    "  driver = passwd-file",
    `  args = scheme=PLAIN username_format=%u ${dir}/passwd`,
    "}",
  ];
  if (options.oauth2IntrospectionUrl) {
    lines.push(
      "passdb {",
      "  driver = oauth2",
      `  mechanisms = ${oauthMechanisms(options)}`,
      `  args = ${dir}/oauth2.conf`,
      "}",
    );
  }
  lines.push(
    "userdb {",
    "  driver = static",
    `  args = uid=${owner.uid} gid=${owner.gid} home=${dir}/home/%u`,
    "}",
    "service imap-login {",
    "  inet_listener imap {",
    "    address = 127.0.0.1",
    `    port = ${port}`,
    "  }",
    "  inet_listener imaps {",
    "    port = 0",
    "  }",
    "}",
    "service anvil {",
    "  chroot =",
    // No authentication penalty: every failed login from 127.0.0.1 would otherwise delay the next
    // one 2, 4, 8 … 15 s (the tests fail logins on purpose; the delay tests nothing of ours).
    "  unix_listener anvil-auth-penalty {",
    "    mode = 0",
    "  }",
    "}",
    "service imap-login {",
    "  chroot =",
    "}",
    "service auth {",
    `  user = ${me.username}`,
    "}",
    "service auth-worker {",
    `  user = ${me.username}`,
    "}",
    "service stats {",
    "  unix_listener stats-writer {",
    `    user = ${me.username}`,
    "  }",
    "}",
  );
  return `${lines.join("\n")}\n`;
}

/**
 * Starts Dovecot with the given users (default one user `alice@example.test`).
 *
 * @example
 * const imap = await startDovecot();
 * // … connect with imapflow to imap.host:imap.port as imap.users[0]
 * await imap.close();
 */
export async function startDovecot(options: DovecotOptions = {}): Promise<TestDovecot> {
  const program = requireProgram("dovecot", ["/usr/sbin/dovecot"]);
  const dir = await mkdtemp(join(tmpdir(), "dovecot-test-"));
  await chmod(dir, 0o755);
  const users = options.users ?? [{ user: "alice@example.test", password: "alice-app-password" }];
  await mkdir(join(dir, "run"), { recursive: true });
  await mkdir(join(dir, "state"), { recursive: true });
  const owner = mailOwner();
  await mkdir(join(dir, "home"));
  await chown(join(dir, "home"), owner.uid, owner.gid);
  for (const { user } of users) {
    await mkdir(join(dir, "home", user));
    await chown(join(dir, "home", user), owner.uid, owner.gid);
  }
  await writeFile(join(dir, "passwd"), users.map((u) => `${u.user}:{PLAIN}${u.password}::::::\n`).join(""));
  if (options.oauth2IntrospectionUrl) {
    await writeFile(
      join(dir, "oauth2.conf"),
      [
        `introspection_url = ${options.oauth2IntrospectionUrl}`,
        "introspection_mode = post",
        "username_attribute = sub",
        "active_attribute = active",
        "active_value = true",
        "",
      ].join("\n"),
    );
  }
  const port = await freePort();
  await writeFile(join(dir, "dovecot.conf"), config(dir, port, options));
  let child: ChildProcess | undefined;
  const start = async () => {
    // Its own process group, so that stop() reaches the session processes too: Dovecot's master
    // alone going away leaves an IDLE session process holding its client for about 30 s.
    const started = spawn(program, ["-F", "-c", join(dir, "dovecot.conf")], {
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    child = started;
    try {
      await waitUntilListening(port, started, join(dir, "dovecot.log"));
    } catch (error) {
      await stopGroup(started);
      throw error;
    }
  };
  const stop = async () => {
    if (child) await stopGroup(child);
    child = undefined;
  };
  await start();
  return {
    host: "127.0.0.1",
    port,
    users,
    start,
    stop,
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** SIGTERM to the server's whole process group; resolves once no process of it is left. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    return; // the group is gone already
  }
  await stopChild(child);
  for (let attempt = 0; attempt < 500; attempt++) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  process.kill(-pid, "SIGKILL");
}

/** Polls the port with a real connection until Dovecot greets; fails if the process exits first. */
async function waitUntilListening(port: number, child: ChildProcess, logPath: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const log = await readFile(logPath, "utf8").catch(() => "");
    if (child.exitCode !== null || /Fatal:/.test(log) || attempt > 1000) {
      throw new Error(`dovecot did not start:\n${log.slice(-2000)}`);
    }
    const greeted = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("data", (chunk) => {
        socket.destroy();
        resolve(chunk.toString().startsWith("* OK"));
      });
      socket.once("error", () => resolve(false));
    });
    if (greeted) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
