// The committed OpenAPI artifacts: the document (openapi.generated.json, what redocly lints) and
// the TypeScript types of the typed client (src/client/openapi.generated.ts). Regenerate with
// `node packages/protect-server/scripts/generate-openapi.ts`; a test fails while they are stale.
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { buildApp } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";

export const documentPath = fileURLToPath(new URL("../openapi.generated.json", import.meta.url));
export const clientTypesPath = fileURLToPath(new URL("../src/client/openapi.generated.ts", import.meta.url));

const placeholder = "x".repeat(40);

/** The document as the server serves it (version fixed, so a version bump alone changes nothing). */
export async function renderOpenApiDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({ kind: "pglite" });
  try {
    const { app } = await buildApp({
      database,
      logger: false,
      version: "0.0.0",
      secrets: {
        handshakeSecret: placeholder,
        adminSecret: placeholder,
        tokenEncryptionKey: "0".repeat(64),
        sessionPepper: placeholder,
        paymentWebhookSecret: placeholder,
      },
    });
    const document = (await app.inject({ method: "GET", url: "/openapi.json" })).json() as Record<string, unknown>;
    await app.close();
    return document;
  } finally {
    await database.close();
  }
}

/** Both artifacts' text, as committed. */
export async function renderOpenApiArtifacts(): Promise<{ document: string; clientTypes: string }> {
  const document = await renderOpenApiDocument();
  const types = astToString(await openapiTS(document as never));
  return {
    document: `${JSON.stringify(document, null, 2)}\n`,
    clientTypes:
      "// Generated from the OpenAPI document by packages/protect-server/scripts/generate-openapi.ts. Do not edit.\n" +
      types,
  };
}
