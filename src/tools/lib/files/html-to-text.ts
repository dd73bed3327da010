/**
 * Turns an HTML page into readable text for the model, without a DOM library:
 * headings, paragraphs, list items and preformatted blocks keep their breaks,
 * links become `text (url)`, entities are decoded. Everything a browser would
 * not show is dropped — scripts, styles, `<head>`, comments, and elements
 * marked `hidden`/`display:none` — because invisible text is where prompt
 * injections hide (USERS.md item 6). The result is still fenced as untrusted.
 *
 * Kept hand-written (issue 11): no HTML-to-text package is a dependency, and the general ones
 * (html-to-text, turndown) render `hidden`/`display:none` content like any other text; dropping
 * it is the security property this module exists for (html-to-text.test.ts pins it).
 */

const DROPPED_WITH_CONTENT = ["script", "style", "noscript", "template", "head", "svg", "iframe", "object"];

// prettier-ignore
const VOID_ELEMENTS = new Set([
  "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
]);

// prettier-ignore
const BLOCK_ELEMENTS = new Set([
  "address", "article", "aside", "blockquote", "body", "dd", "details", "dialog", "div", "dl", "dt", "fieldset",
  "figcaption", "figure", "footer", "form", "header", "hr", "html", "main", "nav", "ol", "p", "section", "summary",
  "table", "tbody", "thead", "tfoot", "tr", "ul", "caption",
]);

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** Options of {@link htmlToText}. */
export interface HtmlToTextOptions {
  /** Resolves relative link targets (the page's URL). */
  readonly baseUrl?: string;
}

/** Converts HTML to plain text with paragraph structure and inline links. */
export function htmlToText(html: string, options: HtmlToTextOptions = {}): string {
  const title = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html)?.[1];
  let source = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, "")
    .replace(/<![^>]*>/g, "")
    .replace(/<\?[\s\S]*?\?>/g, "");
  for (const tag of DROPPED_WITH_CONTENT) {
    source = source.replace(new RegExp(`<${tag}\\b[\\s\\S]*?(?:<\\/${tag}\\s*>|$)`, "gi"), " ");
  }

  const out = new TextBuilder();
  if (title !== undefined && decodeEntities(title).trim().length > 0)
    out.block(`# ${collapse(decodeEntities(title)).trim()}`);
  const links: { href: string | undefined; start: number }[] = [];
  let hiddenTag: string | undefined;
  let hiddenDepth = 0;
  let preDepth = 0;
  let last = 0;

  for (const match of source.matchAll(TAG)) {
    const [whole, slash = "", rawName = "", attributes = ""] = match;
    const name = rawName.toLowerCase();
    const closing = slash === "/";
    if (hiddenTag === undefined) out.text(source.slice(last, match.index), preDepth > 0);
    last = match.index + whole.length;

    if (hiddenTag !== undefined) {
      if (name === hiddenTag && !VOID_ELEMENTS.has(name)) hiddenDepth += closing ? -1 : 1;
      if (hiddenDepth === 0) hiddenTag = undefined;
      continue;
    }
    if (!closing && !VOID_ELEMENTS.has(name) && !attributes.endsWith("/") && isHidden(attributes)) {
      hiddenTag = name;
      hiddenDepth = 1;
      continue;
    }

    if (/^h[1-6]$/.test(name)) {
      if (closing) out.break(2);
      else out.block(`${"#".repeat(Number(name[1]))} `, false);
    } else if (name === "li") {
      if (!closing) out.block("- ", false, 1);
    } else if (name === "br") {
      out.newline();
    } else if (name === "pre") {
      preDepth += closing ? -1 : 1;
      out.break(2);
    } else if (name === "td" || name === "th") {
      if (closing) out.raw(" | ");
    } else if (name === "a") {
      if (!closing) links.push({ href: attribute(attributes, "href"), start: out.length });
      else {
        const link = links.pop();
        if (link !== undefined) out.link(link.start, resolveHref(link.href, options.baseUrl));
      }
    } else if (BLOCK_ELEMENTS.has(name)) {
      out.break(
        name === "p" || name === "blockquote" || name === "ul" || name === "ol" || name === "table" ? 2 : 1,
      );
    }
  }
  if (hiddenTag === undefined) out.text(source.slice(last), preDepth > 0);
  return out.finish();
}

// Hidden content is skipped because the user reading the page would not see it.
function isHidden(attributes: string): boolean {
  if (/(^|\s)hidden(\s|=|$)/i.test(attributes)) return true;
  if (/aria-hidden\s*=\s*["']?true/i.test(attributes)) return true;
  const style = attribute(attributes, "style")?.toLowerCase().replace(/\s+/g, "") ?? "";
  return style.includes("display:none") || style.includes("visibility:hidden");
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(
    attributes,
  );
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value === undefined ? undefined : decodeEntities(value);
}

function resolveHref(href: string | undefined, baseUrl: string | undefined): string | undefined {
  if (href === undefined || href.length === 0 || href.startsWith("#")) return undefined;
  if (/^\s*(javascript|data|vbscript):/i.test(href)) return undefined;
  try {
    return new URL(href, baseUrl).toString();
  } catch {
    return href;
  }
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ");
}

// prettier-ignore
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", ensp: "\u2002", emsp: "\u2003", thinsp: "\u2009",
  copy: "©", reg: "®", trade: "™", hellip: "…", mdash: "—", ndash: "–", minus: "−", shy: "",
  lsquo: "‘", rsquo: "’", sbquo: "‚", ldquo: "“", rdquo: "”", bdquo: "„", laquo: "«", raquo: "»",
  bull: "•", middot: "·", para: "¶", sect: "§", deg: "°", plusmn: "±", times: "×", divide: "÷",
  euro: "€", pound: "£", yen: "¥", cent: "¢", larr: "←", rarr: "→", uarr: "↑", darr: "↓", harr: "↔",
  le: "≤", ge: "≥", ne: "≠", asymp: "≈", infin: "∞", check: "✓", star: "☆", zwj: "", zwnj: "", lrm: "", rlm: "",
};

const LEGACY_BARE = new Set(["amp", "lt", "gt", "quot", "nbsp"]);

/** Decodes named (common set), decimal and hex character references; unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31})(;?)/g,
    (whole, body: string, semi: string) => {
      if (body.startsWith("#")) {
        const code =
          body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
        return valid ? String.fromCodePoint(code) : "\ufffd";
      }
      // Without the semicolon only the classic five decode, so `?a=1&copy=2` in text stays a query string.
      if (semi === "" && !LEGACY_BARE.has(body)) return whole;
      return NAMED_ENTITIES[body] ?? whole;
    },
  );
}

/** Accumulates output, collapsing whitespace outside `<pre>` and tracking pending line breaks. */
class TextBuilder {
  #text = "";
  #pendingBreaks = 0;

  get length(): number {
    return this.#text.length;
  }

  text(html: string, preformatted: boolean): void {
    if (html.length === 0) return;
    const decoded = decodeEntities(html);
    if (preformatted) {
      this.raw(decoded);
      return;
    }
    const collapsed = collapse(decoded);
    if (collapsed.trim().length === 0) {
      if (collapsed.length > 0 && this.#pendingBreaks === 0 && !this.#text.endsWith(" ")) this.#text += " ";
      return;
    }
    this.raw(this.#text.endsWith("\n") || this.#pendingBreaks > 0 ? collapsed.trimStart() : collapsed);
  }

  raw(text: string): void {
    if (this.#pendingBreaks > 0 && this.#text.length > 0) {
      this.#text = this.#text.replace(/[ \t]+$/, "");
      const have = /\n*$/.exec(this.#text)?.[0].length ?? 0;
      this.#text += "\n".repeat(Math.max(0, this.#pendingBreaks - have));
    }
    this.#pendingBreaks = 0;
    this.#text += text;
  }

  /** Starts a new block with `prefix`; `close` adds a break after it. */
  block(prefix: string, close = true, breaks = 2): void {
    this.break(breaks);
    this.raw(prefix);
    if (close) this.break(2);
  }

  break(count: number): void {
    this.#pendingBreaks = Math.max(this.#pendingBreaks, count);
  }

  newline(): void {
    this.raw("");
    this.#text += "\n";
  }

  /** Appends ` (url)` after the link text written since `start`, unless the text already is the url. */
  link(start: number, url: string | undefined): void {
    if (url === undefined) return;
    const label = this.#text.slice(start).trim();
    if (label === url || label === url.replace(/\/$/, "")) return;
    this.#text += label.length === 0 ? url : ` (${url})`;
  }

  finish(): string {
    return this.#text
      .split("\n")
      .map((line) => line.trimEnd())
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim();
  }
}
