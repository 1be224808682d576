import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { htmlText } from "./html-text.ts";

describe("htmlText: HTML as a reader sees it", () => {
  it("breaks lines at blocks, collapses whitespace (a no-break space too), decodes entities, leaves out what is never shown", () => {
    const { text } = htmlText(
      `<html><head><title>Hidden title</title><style>p { color: red }</style></head><body>
       <h1>200   Freispiele</h1><p>für&nbsp;dich &amp; nur
       heute</p><script>var x = "no";</script><div>Quote <b>2,5</b> auf Bayern</div><br>Ende
       <table><tr><td>Einzahlung</td><td>500&euro;</td></tr></table></body></html>`,
    );
    expect(text.split("\n")).toEqual([
      "200 Freispiele",
      "für dich & nur heute",
      "Quote 2,5 auf Bayern",
      "Ende",
      "Einzahlung",
      "500€",
    ]);
  });

  it("collects each link's href with its visible text, an image link's alt text, and a nested link once", () => {
    const { links, text } = htmlText(
      `<a href="https://casino.example/bonus">Jetzt <b>Bonus</b> sichern</a>
       <a href="https://t.example/r?u=x"><img src="x.png" alt="Zum Casino"></a>
       <a href="https://outer.example"><a href="https://inner.example">inner</a></a>
       <a name="anchor-without-href">no link</a>`,
    );
    expect(links).toEqual([
      { href: "https://casino.example/bonus", text: "Jetzt Bonus sichern" },
      { href: "https://t.example/r?u=x", text: "Zum Casino" },
      { href: "https://inner.example", text: "inner" },
    ]);
    expect(text).not.toContain("Zum Casino");
    expect(text).toContain("Jetzt Bonus sichern");
  });

  it("reads broken markup as a browser would: unclosed tags, stray closers, upper case, NUL bytes", () => {
    const { text, links } = htmlText(
      `<P>Erste<P>Zweite</div></span><A HREF="https://x.example">Link\u0000</A><STYLE>x`,
    );
    // The stray closers close nothing (as in a browser): the link stays on the second paragraph's line.
    expect(text.split("\n")).toEqual(["Erste", "ZweiteLink\u0000"]);
    expect(links).toEqual([{ href: "https://x.example", text: "Link\u0000" }]);
  });

  it("reads at most 200,000 characters of input", () => {
    const { text } = htmlText(`<p>${"a".repeat(250_000)}</p>`);
    expect(text.length).toBe(200_000 - "<p>".length);
  });

  it("never throws, and never answers a blank line or a line with outer or doubled spaces", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(
              "<p>",
              "</p>",
              "<a href='https://a.example'>",
              "</a>",
              "<br>",
              "<style>",
              "</style>",
              "&amp;",
              " ",
              "\n\t",
            ),
            fc.string(),
          ),
        ),
        (pieces) => {
          const { text } = htmlText(pieces.join(""));
          for (const line of text === "" ? [] : text.split("\n")) {
            expect(line).toBe(line.trim());
            expect(line).not.toBe("");
            expect(line).not.toMatch(/[ \t\r\f\v]{2}/);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
