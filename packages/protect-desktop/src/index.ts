// Public surface of @hq/protect-desktop: the agent core, its shell and adapters, the companion
// client, the plans, and the service assembly.
export { Agent, type AgentDeps, type HostResolver, systemHostResolver, type TickResult } from "./agent/agent.ts";
export {
  type AgentMemory,
  type AgentMemoryStore,
  EMPTY_MEMORY,
  FileAgentMemoryStore,
  MemoryAgentMemoryStore,
} from "./agent/agent-memory.ts";
export { type DriftReport, type DriftSink, FileDriftLog, MemoryDriftSink } from "./agent/drift-log.ts";
export type { SystemAdapter } from "./agent/system-adapter.ts";
export { TamperService, type TamperServiceOptions } from "./agent/tamper-service.ts";
export {
  CompanionClient,
  type CompanionClientOptions,
  CompanionError,
  type CompanionErrorCode,
  type DeviceInfo,
  type ServerStatus,
} from "./companion/companion-client.ts";
export { MAGIC_TOKEN_PREFIX, PAIRING_CODE_PATTERN } from "./companion/contract.ts";
export { type Config, configFromEnv, configSchema, parseConfig } from "./config.ts";
export type { AgentStatus } from "./control/agent-status.ts";
export {
  type ControlAnswer,
  type ControlRequest,
  controlRequest,
  DEFAULT_CONTROL_PATH,
} from "./control/control-protocol.ts";
export { sendControl, startControlServer } from "./control/control-server.ts";
export type {
  Action,
  AgentInput,
  Credential,
  Decision,
  ItemState,
  Phase,
  Release,
  ServerView,
} from "./core/agent-input.ts";
export { decide } from "./core/decide.ts";
export { LinuxAdapter, type LinuxAdapterOptions } from "./linux/linux-adapter.ts";
export { LINUX_ITEMS, type ResolverMode, resolverFile } from "./linux/linux-plan.ts";
export {
  CHROMIUM_POLICIES,
  FIREFOX_DOH_POLICY,
  hasFirefoxPolicy,
  mergeFirefoxPolicies,
  withoutFirefoxPolicy,
} from "./plan/browser-policies.ts";
export { type DnsProfile, dnsProfileSchema } from "./plan/dns-profile.ts";
export { adapterFor, agentFor, type RunningService, startAgentService } from "./service.ts";
export { type CredentialStore, FileCredentialStore, MemoryCredentialStore } from "./store/credential-store.ts";
export { type CommandRunner, WindowsAdapter, type WindowsAdapterOptions } from "./windows/windows-adapter.ts";
export { parseWindowsObservation, windowsObserveScript } from "./windows/windows-observe.ts";
export {
  renderSteps,
  WINDOWS_ITEMS,
  type WindowsPlanOptions,
  type WindowsStep,
  windowsApplySteps,
  windowsRemoveSteps,
} from "./windows/windows-plan.ts";
export {
  SERVICE_NAME,
  SERVICE_SDDL,
  serviceInstallCommands,
  serviceReleaseCommands,
  serviceRemoveCommands,
  windowsInstallerHooks,
} from "./windows/windows-service.ts";
