// Building the page: every node through `element`, user text only ever as textContent, never HTML.

export const byId = (id) => document.getElementById(id);

/** `element("p", { className: "meta", text: "…", onclick }, child…)`; undefined and false props are left out. */
export function element(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key === "className") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

/** The items of a list, or one item saying it is empty. */
export function itemsOrEmpty(items, emptyText, tag = "li") {
  return items.length ? items : [element(tag, { className: "empty", text: emptyText })];
}
