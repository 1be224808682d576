// Writes openapi.generated.json and src/client/openapi.generated.ts from the routes.
// Run: node packages/protect-server/scripts/generate-openapi.ts (Node 24)
import { writeFileSync } from "node:fs";
import { clientTypesPath, documentPath, renderOpenApiArtifacts } from "./openapi-artifacts.ts";

const { document, clientTypes } = await renderOpenApiArtifacts();
writeFileSync(documentPath, document);
writeFileSync(clientTypesPath, clientTypes);
process.stdout.write(`wrote ${documentPath}\nwrote ${clientTypesPath}\n`);
