// Searching the memory notes.
import { api } from "./api.js";
import { byId, element, itemsOrEmpty } from "./dom.js";

export async function searchMemory(query) {
  const hits = await api("GET", `/memory/search?q=${encodeURIComponent(query)}`);
  const items = hits.map((hit) =>
    element(
      "li",
      {},
      element("strong", { text: `${hit.note.id} ${hit.note.title} (score ${hit.score})` }),
      element("p", { className: "meta", text: hit.note.body.split("\n")[0] }),
    ),
  );
  byId("memory-results").replaceChildren(...itemsOrEmpty(items, "No notes match"));
}
