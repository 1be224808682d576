// Who is present: agents with a live stream or a recent call.
import { api } from "./api.js";
import { byId, element, itemsOrEmpty } from "./dom.js";

export async function loadAgents() {
  const agents = await api("GET", "/agents");
  const items = agents.map((agent) =>
    element("li", { text: `${agent.agent} (${agent.role}) · seen ${agent.lastSeenAt}` }),
  );
  byId("agents").replaceChildren(...itemsOrEmpty(items, "Nobody present"));
}
