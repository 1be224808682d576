// `hub token [--dir <folder>]`: prints the bearer token in effect (HUB_TOKEN wins over the file).
import { resolveToken } from "../../core/token.ts";
import type { CliIo } from "../cli-io.ts";
import { resolveProjectDir } from "../project-dir.ts";

export interface TokenOptions {
  dir?: string;
}

export async function token(options: TokenOptions, io: CliIo): Promise<string> {
  const projectDir = resolveProjectDir(options.dir, io.cwd);
  const value = await resolveToken(projectDir, io.env.HUB_TOKEN);
  io.stdout(`${value}\n`);
  return value;
}
