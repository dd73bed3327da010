/**
 * Removes HTML a reader of a rendered issue would not see, and the attributes that carry
 * text nobody sees, so a model reads no more than the human who approved the request.
 *
 * - Elements hidden by markup are removed with their whole content: a `hidden` attribute
 *   (any value: the attribute's presence hides), `aria-hidden="true"`, a `style` that hides
 *   (`display:none`, `visibility:hidden`, `font-size:0`, `opacity:0`, `color:transparent`),
 *   `<input type="hidden">`, and elements whose content never renders (`script`, `style`,
 *   `template`, `noscript`, `title`, `head`, …). An unclosed hidden element hides everything
 *   after it, as in a browser, so the rest of the text goes too (fail closed).
 * - On the tags that stay, `alt`, `title`, `aria-label`, `aria-description`, `placeholder` and
 *   `data-*` attributes are dropped: tooltips and alternative text are not on screen.
 * - `<details>` is kept with its content: it is collapsed, not hidden, and reviewers open it.
 *
 * A single left-to-right pass with bounded patterns: linear in the input.
 */

type Attribute = { name: string; value: string; raw: string };
type Tag = {
  start: number;
  end: number;
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: Attribute[];
};

// A tag as CommonMark raw HTML sees it; attribute text and quoted values are bounded so a
// stray `<` cannot make the scan quadratic.
const TAG =
  /<(\/?)([A-Za-z][A-Za-z0-9:-]{0,64})(?=[\s/>])((?:[^<>"']|"[^"]{0,4096}"|'[^']{0,4096}'){0,4096})>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

const NEVER_RENDERED = new Set([
  "script",
  "style",
  "template",
  "noscript",
  "title",
  "head",
  "noembed",
  "noframes",
  "xmp",
  "iframe",
  "object",
]);
const RAW_TEXT = new Set(["script", "style", "noscript", "title", "noembed", "noframes", "xmp", "iframe"]);
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
const HIDING_STYLE =
  /(?:^|[;\s])(?:display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse)|font-size\s*:\s*0(?:\.0*)?(?:[a-z%]+)?\s*(?:;|$|!)|opacity\s*:\s*0(?:\.0*)?\s*(?:;|$|!)|color\s*:\s*transparent|(?:max-)?(?:height|width)\s*:\s*0(?:[a-z%]+)?\s*(?:;|$|!))/i;
const DROPPED_ATTRIBUTE =
  /^(?:alt|title|aria-label|aria-description|aria-roledescription|placeholder|data-.*)$/i;

function unquote(value: string): string {
  return /^(["']).*\1$/s.test(value) ? value.slice(1, -1) : value;
}

function parseAttributes(text: string): Attribute[] {
  const attributes: Attribute[] = [];
  for (const match of text.matchAll(ATTRIBUTE)) {
    attributes.push({ name: (match[1] ?? "").toLowerCase(), value: unquote(match[2] ?? ""), raw: match[0] });
  }
  return attributes;
}

function scanTag(text: string, at: number): Tag | undefined {
  TAG.lastIndex = at;
  const match = TAG.exec(text);
  if (match === null) return undefined;
  const body = match[3] ?? "";
  return {
    start: at,
    end: TAG.lastIndex,
    name: (match[2] ?? "").toLowerCase(),
    closing: match[1] === "/",
    selfClosing: /\/\s*$/.test(body),
    attributes: parseAttributes(body.replace(/\/\s*$/, "")),
  };
}

function isHidden(tag: Tag): boolean {
  if (NEVER_RENDERED.has(tag.name)) return true;
  return tag.attributes.some(
    ({ name, value }) =>
      name === "hidden" ||
      (name === "aria-hidden" && value.trim().toLowerCase() === "true") ||
      (name === "style" && HIDING_STYLE.test(value)) ||
      (name === "type" && tag.name === "input" && value.trim().toLowerCase() === "hidden"),
  );
}

function withoutDroppedAttributes(text: string, tag: Tag): string {
  const kept = tag.attributes.filter(({ name }) => !DROPPED_ATTRIBUTE.test(name));
  if (kept.length === tag.attributes.length) return text.slice(tag.start, tag.end);
  const attributes = kept.map(({ raw }) => ` ${raw}`).join("");
  return `<${tag.name}${attributes}${tag.selfClosing ? " /" : ""}>`;
}

/** Where the element opened by `open` ends (after its closing tag), or the end of the text. */
function elementEnd(text: string, open: Tag): number {
  if (open.selfClosing || VOID.has(open.name)) return open.end;
  if (RAW_TEXT.has(open.name)) {
    const close = new RegExp(`</${open.name}(?=[\\s/>])[^<>]{0,4096}>`, "ig");
    close.lastIndex = open.end;
    return close.exec(text) === null ? text.length : close.lastIndex;
  }
  let depth = 1;
  for (let tag = nextTag(text, open.end); tag !== undefined; tag = nextTag(text, tag.end)) {
    if (tag.name === open.name && !tag.selfClosing) depth += tag.closing ? -1 : 1;
    if (depth === 0) return tag.end;
  }
  return text.length;
}

/** The first tag that starts at or after `from`, passing over any `<` that starts none. */
function nextTag(text: string, from: number): Tag | undefined {
  for (let next = text.indexOf("<", from); next >= 0; next = text.indexOf("<", next + 1)) {
    const tag = scanTag(text, next);
    if (tag !== undefined) return tag;
  }
  return undefined;
}

/** Removes hidden HTML elements and invisible-text attributes from `text`. Pure; never throws. */
export function stripHiddenHtml(text: string): string {
  let out = "";
  let copied = 0;
  for (let tag = nextTag(text, 0); tag !== undefined; tag = nextTag(text, copied)) {
    out += text.slice(copied, tag.start);
    if (!tag.closing && isHidden(tag)) {
      copied = elementEnd(text, tag);
      continue;
    }
    out += tag.closing ? text.slice(tag.start, tag.end) : withoutDroppedAttributes(text, tag);
    copied = tag.end;
  }
  return out + text.slice(copied);
}
