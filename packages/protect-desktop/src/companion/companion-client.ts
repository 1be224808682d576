// The only module that talks to protect-server: its desktop-companion routes (/api/magic/*) and the
// two user routes an `mgc_` token may call (protection state, cancel release). Contract:
// docs/decisions/protect-desktop-companion-contract.md.
import type { z } from "zod";
import type { Release, ServerView } from "../core/agent-input.ts";
import {
  type CompanionDevice,
  type DnsProfileWire,
  devicesResponse,
  errorBody,
  PAIRING_CODE_PATTERN,
  profileResponse,
  protectionStateResponse,
  redeemResponse,
  registerResponse,
  releaseResponse,
} from "./contract.ts";

export type CompanionErrorCode =
  /** 401: the token is unknown, expired or unlinked; the user must pair again. */
  | "unauthorized"
  /** Another 4xx: the server refused the request (a wrong or used pairing code, bad input). */
  | "rejected"
  | "rate_limited"
  /** Network failure, timeout or 5xx: try again later; nothing is decided from it. */
  | "unavailable"
  /** A 2xx whose body does not match the contract. */
  | "bad_response";

export class CompanionError extends Error {
  readonly code: CompanionErrorCode;
  readonly status: number | undefined;
  /** The server's `error` value, e.g. `not_found`, `rate_limited`. */
  readonly serverCode: string | undefined;
  /** The server's clock (`Date` header) when it answered, if it did. */
  readonly serverTime: Date | undefined;
  constructor(
    code: CompanionErrorCode,
    message: string,
    details: { status?: number; serverCode?: string; serverTime?: Date } = {},
  ) {
    super(message);
    this.name = "CompanionError";
    this.code = code;
    this.status = details.status;
    this.serverCode = details.serverCode;
    this.serverTime = details.serverTime;
  }
}

export interface DeviceInfo {
  /** This installation's stable id (protect-server's `deviceId`, as `x-device-id` of the apps). */
  readonly installationId: string;
  readonly name: string;
  readonly model: string;
  readonly osVersion: string;
}

export interface CompanionClientOptions {
  /** protect-server's base URL, e.g. `https://api.example.org`. */
  readonly baseUrl: string;
  /** Per-request limit; default 15 s. */
  readonly timeoutMs?: number;
}

/** What the agent learns from one status round: its view of the server and whether it is still bound. */
export interface ServerStatus {
  readonly view: ServerView;
  /** `false` when the device is no longer in the account's list (the agent registers again). */
  readonly bound: boolean;
  readonly serverTime: Date;
}

interface Answer<T> {
  readonly body: T;
  readonly serverTime: Date;
}

/**
 * HTTP client of protect-server's desktop-companion routes.
 *
 * @example
 * const client = new CompanionClient({ baseUrl: "https://api.example.org" });
 * const token = await client.redeem("123456");
 * const { device } = await client.register(token, { installationId, name: "DESKTOP-1", model: "Windows x64", osVersion: "10.0.22631" });
 */
export class CompanionClient {
  readonly #base: string;
  readonly #timeoutMs: number;

  constructor(options: CompanionClientOptions) {
    this.#base = options.baseUrl.replace(/\/+$/, "");
    this.#timeoutMs = options.timeoutMs ?? 15_000;
  }

  /** Redeems a 6-digit pairing code for an `mgc_` token. */
  async redeem(code: string): Promise<string> {
    const trimmed = code.replace(/\s+/g, "");
    if (!PAIRING_CODE_PATTERN.test(trimmed))
      throw new CompanionError("rejected", `Invalid pairing code: expected 6 digits, got "${code}"`);
    const answer = await this.#call("POST", "/api/magic/pair/redeem", redeemResponse, { body: { code: trimmed } });
    return answer.body.token;
  }

  /** Binds this device to the account (idempotent for the same name and model). */
  async register(token: string, info: DeviceInfo): Promise<{ device: CompanionDevice }> {
    const body = { deviceId: info.installationId, name: info.name, model: info.model, osVersion: info.osVersion };
    const answer = await this.#call("POST", "/api/magic/register", registerResponse, { token, body });
    return { device: normaliseDevice(answer.body.device) };
  }

  async profile(token: string): Promise<DnsProfileWire> {
    return (await this.#call("GET", "/api/magic/profile", profileResponse, { token })).body;
  }

  async devices(token: string): Promise<{ devices: CompanionDevice[]; serverTime: Date }> {
    const answer = await this.#call("GET", "/api/magic/devices", devicesResponse, { token });
    return { devices: answer.body.devices.map(normaliseDevice), serverTime: answer.serverTime };
  }

  /** Starts the 24-hour cooldown before this device (the token's) is released. */
  async release(token: string): Promise<{ releaseAt: string }> {
    return (await this.#call("POST", "/api/magic/release", releaseResponse, { token })).body;
  }

  /**
   * Tells protect-server that this computer repaired tampered protection settings (the user may
   * share that with an ally). 204; an older server answers 404, which the caller may ignore.
   */
  async tamperRepaired(token: string): Promise<void> {
    await this.#call("POST", "/api/magic/tamper-repaired", null, { token });
  }

  /**
   * Cancels a running release (the seed's device route). protect-server accepts the companion's
   * token there for its own computer; a refusal (403 from an older server) is passed on, and the
   * phone app cancels then.
   */
  async cancelRelease(token: string, deviceId: string): Promise<void> {
    await this.#call("POST", `/api/devices/${encodeURIComponent(deviceId)}/cancel-release`, null, { token });
  }

  /**
   * `protectionShouldBeActive` of the account, or `true` when the server cannot say: no such route
   * yet (404), the companion token not accepted there (403 or 401), unreachable. Unknown means
   * protect; whether the token is valid is decided by the magic routes alone.
   */
  async protectionShouldBeActive(token: string): Promise<boolean> {
    try {
      return (await this.#call("GET", "/api/protection/state", protectionStateResponse, { token })).body
        .protectionShouldBeActive;
    } catch {
      return true;
    }
  }

  /**
   * The agent's server view in one round: the device's release (decided against the server's own
   * clock, the `Date` header, so a changed local clock cannot end a cooldown early) and the
   * account's protection state.
   */
  async status(token: string, deviceId: string): Promise<ServerStatus> {
    const [{ devices, serverTime }, shouldBeActive] = await Promise.all([
      this.devices(token),
      this.protectionShouldBeActive(token),
    ]);
    const mine = devices.find((d) => d.id === deviceId);
    return { view: { shouldBeActive, release: releaseOf(mine, serverTime) }, bound: mine !== undefined, serverTime };
  }

  async #call<S extends z.ZodType>(
    method: "GET" | "POST",
    path: string,
    schema: S | null,
    options: { token?: string; body?: unknown },
  ): Promise<Answer<z.infer<S>>> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await fetch(`${this.#base}${path}`, {
        method,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        signal: AbortSignal.timeout(this.#timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      throw new CompanionError("unavailable", `protect-server unreachable: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => "");
    const dateHeader = response.headers.get("date");
    const serverTime = dateHeader ? new Date(dateHeader) : new Date(Number.NaN);
    if (!response.ok) throw errorOf(`${method} ${path}`, response.status, text, serverTime);
    if (schema === null) return { body: undefined as z.infer<S>, serverTime };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new CompanionError("bad_response", `${method} ${path}: the answer is not JSON`, {
        status: response.status,
      });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue ? `/${issue.path.join("/")}: ${issue.message}` : "";
      throw new CompanionError("bad_response", `${method} ${path}: unexpected answer at ${where}`, {
        status: response.status,
      });
    }
    return { body: parsed.data, serverTime };
  }
}

function normaliseDevice(device: { id: string; releaseAt?: string | null | undefined }): CompanionDevice {
  return { id: device.id, releaseAt: device.releaseAt ?? null };
}

function releaseOf(device: CompanionDevice | undefined, serverTime: Date): Release {
  if (!device?.releaseAt) return { kind: "none" };
  // Without a usable Date header the release is not confirmed: fail closed.
  if (Number.isNaN(serverTime.getTime())) return { kind: "pending", releaseAt: device.releaseAt };
  return Date.parse(device.releaseAt) <= serverTime.getTime()
    ? { kind: "released" }
    : { kind: "pending", releaseAt: device.releaseAt };
}

function errorOf(route: string, status: number, text: string, serverTime: Date): CompanionError {
  let serverCode: string | undefined;
  let message = "";
  try {
    const body = errorBody.safeParse(JSON.parse(text));
    if (body.success) {
      serverCode = body.data.error;
      message = body.data.message ?? "";
    }
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  const detail = `${route} answered ${status}${serverCode ? ` ${serverCode}` : ""}${message ? `: ${message}` : ""}`;
  const details = {
    status,
    ...(serverCode ? { serverCode } : {}),
    ...(Number.isNaN(serverTime.getTime()) ? {} : { serverTime }),
  };
  if (status === 401) return new CompanionError("unauthorized", detail, details);
  if (status === 429) return new CompanionError("rate_limited", detail, details);
  if (status >= 400 && status < 500) return new CompanionError("rejected", detail, details);
  return new CompanionError("unavailable", detail, details);
}
