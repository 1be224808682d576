/** What the app shows; also the output of `protect-desktop-agent status --json`. No imports: the app window's script uses it too. */
export interface AgentStatus {
  readonly phase: string;
  readonly uninstallAllowed: boolean;
  readonly releaseAt: string | null;
  /** The last tick's failure, e.g. "apply: EACCES …", or null. */
  readonly error: string | null;
}
