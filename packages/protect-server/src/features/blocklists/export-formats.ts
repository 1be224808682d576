export const EXPORT_FORMATS = ["plain", "hosts", "adblock"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const HEADER: Record<ExportFormat, (title: string) => string> = {
  plain: (title) => `# ${title}\n`,
  hosts: (title) => `# ${title}\n`,
  adblock: (title) => `[Adblock Plus 2.0]\n! Title: ${title}\n`,
};

const LINE: Record<ExportFormat, (domain: string) => string> = {
  plain: (domain) => `${domain}\n`,
  hosts: (domain) => `0.0.0.0 ${domain}\n`,
  adblock: (domain) => `||${domain}^\n`,
};

export const CONTENT_TYPE: Record<ExportFormat, string> = {
  plain: "text/plain; charset=utf-8",
  hosts: "text/plain; charset=utf-8",
  adblock: "text/plain; charset=utf-8",
};

export function renderHeader(format: ExportFormat, title: string): string {
  return HEADER[format](title);
}

/** The lines of `domains` in one format (every entry blocks its subdomains in all three). */
export function renderDomains(format: ExportFormat, domains: Iterable<string>): Buffer {
  const line = LINE[format];
  const chunks: string[] = [];
  for (const domain of domains) chunks.push(line(domain));
  return Buffer.from(chunks.join(""), "utf8");
}
