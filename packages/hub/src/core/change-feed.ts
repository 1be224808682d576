// What a catch-up may ask a watcher of the project's folders instead of comparing every file: the
// names that changed in a folder since an earlier answer (docs/decisions/hub-index-watcher.md). The
// core only knows this interface; the local index watcher (src/index-watch/) implements it.

/** An answer of the feed about one folder. */
export interface FolderChanges {
  /** Names of this answer; the next question passes it back to learn what changed since. */
  token: string;
  /**
   * File names changed (written, created, removed or renamed) since the token asked with, or "all"
   * when the feed cannot tell (no token yet, a watcher restarted, an event queue overflowed).
   */
  changed: string[] | "all";
}

export interface ChangeFeed {
  /**
   * Folders with fewer files than this are compared file by file without asking: below it a
   * comparison costs little, and a small project needs no background process.
   */
  readonly minFiles: number;
  /**
   * What changed in `folder` since `token`, counting every change that finished before the call;
   * undefined when no watcher answers (the caller compares every file, as without a feed).
   */
  changesSince(folder: string, token: string | undefined): Promise<FolderChanges | undefined>;
  /** Told after every file of a folder was compared without a watcher's help: it may start one. */
  comparedAll(folder: string, files: number): void;
}
