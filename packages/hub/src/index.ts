// The public surface of @hq/hub: the contract, the core, config and token helpers, the app, and the
// clients (HTTP client, connection, waits, discovery, MCP tools).

export type { ConnectDeps, HubConnection, HubMode } from "./client/connect.ts";
export { connectHub } from "./client/connect.ts";
export { isProjectHubAt, readHealth } from "./client/health.ts";
export type { HttpClientOptions } from "./client/http-client.ts";
export { createHttpClient } from "./client/http-client.ts";
export type {
  AgentHubEvent,
  AgentPresence,
  Ask,
  AskAnswer,
  AskCreate,
  AskStatus,
  Decision,
  DecisionCreate,
  DecisionStatus,
  EntityType,
  EventAction,
  EventType,
  Handoff,
  HandoffCreate,
  HubApi,
  HubErrorCode,
  ListAsksFilter,
  ListMessagesFilter,
  ListOverdueFilter,
  ListReservationsFilter,
  ListTasksFilter,
  LogLevel,
  MemoryCreate,
  MemoryNote,
  MemorySearchHit,
  Message,
  MessageCreate,
  OverdueAck,
  Reservation,
  ReservationChange,
  ReservationCheck,
  ReservationCheckInput,
  ReservationCreate,
  ReservationMode,
  SubscribeOptions,
  Subscription,
  Task,
  TaskCreate,
  TaskLogInput,
  TaskLogLine,
  TaskPatch,
  TaskStatus,
  Timestamp,
} from "./core/api.ts";
export {
  ASK_STATUSES,
  DECISION_STATUSES,
  DEFAULT_ACK_DUE_MS,
  ENTITY_FOLDERS,
  ENTITY_TYPES,
  EVENT_ACTIONS,
  EVENT_TYPES,
  HUB_ERROR_CODES,
  HubError,
  ID_PREFIXES,
  LOG_LEVELS,
  RESERVATION_MODES,
  ROLE_ADDRESS_PREFIX,
  TASK_STATUSES,
} from "./core/api.ts";
export { CEO, DEFAULT_ARCHITECT } from "./core/ask-rules.ts";
export type { ManualClock } from "./core/clock.ts";
export { manualClock } from "./core/clock.ts";
export type { HubConfig } from "./core/config.ts";
export {
  architectOf,
  CONFIG_FILE,
  configPathOf,
  DEFAULT_PORT,
  findProjectRoot,
  getConfigValue,
  HUB_FOLDER,
  hubConfigSchema,
  hubDirOf,
  readConfig,
  setConfigValue,
  writeConfig,
} from "./core/config.ts";
export { formatId, idPattern, typeOfId } from "./core/entity-files.ts";
export type { HubLogger } from "./core/entity-repository.ts";
export { REPLAY_BUFFER_SIZE } from "./core/event-bus.ts";
export type { EventCondition } from "./core/event-condition.ts";
export { matchesEvent, parseEventCondition } from "./core/event-condition.ts";
export type { OpenHubOptions } from "./core/hub.ts";
export { Hub, openHub } from "./core/hub.ts";
export { RESERVATION_TTL } from "./core/input-rules.ts";
export { normalizePattern, patternsOverlap } from "./core/path-patterns.ts";
export { PRESENCE_GRACE_MS, PRESENCE_TTL_MS } from "./core/presence.ts";
export { RevisionGate } from "./core/revision-gate.ts";
export { TASK_LOG_KEEP } from "./core/task-log.ts";
export { TASK_TRANSITIONS } from "./core/task-rules.ts";
export {
  ensureTokenFile,
  generateToken,
  readTokenFile,
  resolveToken,
  TOKEN_FILE,
  tokenPathOf,
  tokensMatch,
} from "./core/token.ts";
export { DEFAULT_ASK_WAIT_SECONDS, REQUEST_WAIT_SECONDS, readAskWithin, waitForAsk } from "./core/wait-for-ask.ts";
export type { WorkBatch, WorkCycleOptions } from "./core/work-loop.ts";
export { runWorkCycle } from "./core/work-loop.ts";
export type { Advertisement, AdvertiseOptions } from "./discovery/advertise.ts";
export { advertiseHub } from "./discovery/advertise.ts";
export type { DiscoveredHub } from "./discovery/browse.ts";
export { browseHubs } from "./discovery/browse.ts";
export { findProjectHub } from "./discovery/find-project-hub.ts";
export { HUB_SERVICE_TYPE } from "./discovery/service-type.ts";
export { createHubMcpServer } from "./mcp/create-mcp-server.ts";
export { registerMcpRoute } from "./mcp/http-route.ts";
export type { HubApp, HubAppOptions } from "./server/app.ts";
export { createHubApp } from "./server/app.ts";
export { statusOf } from "./server/error-handler.ts";
export { KEEPALIVE_MS } from "./server/event-stream.ts";
