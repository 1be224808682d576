// Asks waiting for an answer; the person answers them on the page (as PERSON).
import { api } from "./api.js";
import { byId, element, itemsOrEmpty } from "./dom.js";
import { notice } from "./page.js";
import { PERSON } from "./session.js";

let asks = [];

function askItem(ask) {
  const input = element("input", { id: `answer-${ask.id}`, required: true, autocomplete: "off" });
  const form = element(
    "form",
    {
      className: "answer",
      onsubmit: async (event) => {
        event.preventDefault();
        try {
          await api("POST", `/asks/${encodeURIComponent(ask.id)}/answer`, { answer: input.value, by: PERSON });
          notice("");
          await loadAsks();
        } catch (error) {
          notice(`${ask.id}: ${error.message}`);
        }
      },
    },
    element("label", { for: `answer-${ask.id}`, text: `Answer ${ask.id}` }),
    input,
    element("button", { type: "submit", text: "Send answer" }),
  );
  const escalated = ask.escalatedTo === PERSON;
  return element(
    "li",
    { className: escalated ? "ask escalated" : "ask", "data-ask-id": ask.id },
    element("p", {
      className: "meta",
      text: `${ask.id} from ${ask.from} to ${escalated ? `${PERSON} (escalated)` : ask.to}`,
    }),
    element("p", { text: ask.question }),
    form,
  );
}

export async function loadAsks() {
  asks = await api("GET", "/asks?status=pending");
  byId("asks").replaceChildren(...itemsOrEmpty(asks.map(askItem), "No pending asks"));
}
