import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  stripInvisible
} from "./chunk-OYGW7ROU.js";

// src/security/text/html-entities.ts
var NAMED = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\xA0",
  sol: "/",
  bsol: "\\",
  excl: "!",
  quest: "?",
  num: "#",
  dollar: "$",
  percnt: "%",
  ast: "*",
  midast: "*",
  plus: "+",
  equals: "=",
  hyphen: "\u2010",
  dash: "\u2010",
  minus: "\u2212",
  lowbar: "_",
  period: ".",
  comma: ",",
  colon: ":",
  semi: ";",
  commat: "@",
  lpar: "(",
  rpar: ")",
  lsqb: "[",
  rsqb: "]",
  lbrack: "[",
  rbrack: "]",
  lcub: "{",
  rcub: "}",
  lbrace: "{",
  rbrace: "}",
  verbar: "|",
  vert: "|",
  grave: "`",
  hat: "^",
  tilde: "\u02DC",
  newline: "\n",
  tab: "	",
  shy: "\xAD",
  zwj: "\u200D",
  zwnj: "\u200C",
  lrm: "\u200E",
  rlm: "\u200F",
  ensp: "\u2002",
  emsp: "\u2003",
  thinsp: "\u2009",
  hellip: "\u2026",
  mdash: "\u2014",
  ndash: "\u2013",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201C",
  rdquo: "\u201D",
  laquo: "\xAB",
  raquo: "\xBB",
  lsaquo: "\u2039",
  rsaquo: "\u203A",
  lang: "\u27E8",
  rang: "\u27E9",
  copy: "\xA9",
  reg: "\xAE",
  trade: "\u2122",
  deg: "\xB0",
  middot: "\xB7",
  bull: "\u2022",
  times: "\xD7",
  divide: "\xF7"
};
var REFERENCE = /&(?:#(?:[xX]([0-9a-fA-F]{1,8})|([0-9]{1,10}));?|([A-Za-z]{2,10});)/g;
function fromCodePoint(codePoint) {
  const valid = codePoint > 0 && codePoint <= 1114111 && !(codePoint >= 55296 && codePoint <= 57343);
  return valid ? String.fromCodePoint(codePoint) : "\uFFFD";
}
function decodeEntities(text) {
  if (!text.includes("&")) return text;
  return text.replace(REFERENCE, (match, hex, decimal, name) => {
    if (hex !== void 0) return fromCodePoint(parseInt(hex, 16));
    if (decimal !== void 0) return fromCodePoint(parseInt(decimal, 10));
    return NAMED[(name ?? "").toLowerCase()] ?? match;
  });
}
function hasDecodableEntity(text) {
  return decodeEntities(text) !== text;
}

// src/security/text/hidden-html.ts
var TAG = /<(\/?)([A-Za-z][A-Za-z0-9:-]{0,64})(?=[\s/>])((?:[^<>"']|"[^"]{0,4096}"|'[^']{0,4096}'){0,4096})>/y;
var ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
var NEVER_RENDERED = /* @__PURE__ */ new Set([
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
  "object"
]);
var RAW_TEXT = /* @__PURE__ */ new Set(["script", "style", "noscript", "title", "noembed", "noframes", "xmp", "iframe"]);
var VOID = /* @__PURE__ */ new Set([
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
  "wbr"
]);
var HIDING_STYLE = /(?:^|[;\s])(?:display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse)|font-size\s*:\s*0(?:\.0*)?(?:[a-z%]+)?\s*(?:;|$|!)|opacity\s*:\s*0(?:\.0*)?\s*(?:;|$|!)|color\s*:\s*transparent|(?:max-)?(?:height|width)\s*:\s*0(?:[a-z%]+)?\s*(?:;|$|!))/i;
var DROPPED_ATTRIBUTE = /^(?:alt|title|aria-label|aria-description|aria-roledescription|placeholder|data-.*)$/i;
function unquote(value) {
  return /^(["']).*\1$/s.test(value) ? value.slice(1, -1) : value;
}
function parseAttributes(text) {
  const attributes = [];
  for (const match of text.matchAll(ATTRIBUTE)) {
    attributes.push({ name: (match[1] ?? "").toLowerCase(), value: unquote(match[2] ?? ""), raw: match[0] });
  }
  return attributes;
}
function scanTag(text, at) {
  TAG.lastIndex = at;
  const match = TAG.exec(text);
  if (match === null) return void 0;
  const body = match[3] ?? "";
  return {
    start: at,
    end: TAG.lastIndex,
    name: (match[2] ?? "").toLowerCase(),
    closing: match[1] === "/",
    selfClosing: /\/\s*$/.test(body),
    attributes: parseAttributes(body.replace(/\/\s*$/, ""))
  };
}
function isHidden(tag) {
  if (NEVER_RENDERED.has(tag.name)) return true;
  return tag.attributes.some(
    ({ name, value }) => name === "hidden" || name === "aria-hidden" && value.trim().toLowerCase() === "true" || name === "style" && HIDING_STYLE.test(value) || name === "type" && tag.name === "input" && value.trim().toLowerCase() === "hidden"
  );
}
function withoutDroppedAttributes(text, tag) {
  const kept = tag.attributes.filter(({ name }) => !DROPPED_ATTRIBUTE.test(name));
  if (kept.length === tag.attributes.length) return text.slice(tag.start, tag.end);
  const attributes = kept.map(({ raw }) => ` ${raw}`).join("");
  return `<${tag.name}${attributes}${tag.selfClosing ? " /" : ""}>`;
}
function elementEnd(text, open) {
  if (open.selfClosing || VOID.has(open.name)) return open.end;
  if (RAW_TEXT.has(open.name)) {
    const close = new RegExp(`</${open.name}(?=[\\s/>])[^<>]{0,4096}>`, "ig");
    close.lastIndex = open.end;
    return close.exec(text) === null ? text.length : close.lastIndex;
  }
  let depth = 1;
  for (let tag = nextTag(text, open.end); tag !== void 0; tag = nextTag(text, tag.end)) {
    if (tag.name === open.name && !tag.selfClosing) depth += tag.closing ? -1 : 1;
    if (depth === 0) return tag.end;
  }
  return text.length;
}
function nextTag(text, from) {
  for (let next = text.indexOf("<", from); next >= 0; next = text.indexOf("<", next + 1)) {
    const tag = scanTag(text, next);
    if (tag !== void 0) return tag;
  }
  return void 0;
}
function stripHiddenHtml(text) {
  let out = "";
  let copied = 0;
  for (let tag = nextTag(text, 0); tag !== void 0; tag = nextTag(text, copied)) {
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

// src/security/text/sanitize.ts
var MAX_ROUNDS = 16;
var COMMENT = /<!--(?:-?>|[\s\S]*?(?:--!?>|$))/g;
var CDATA = /<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/g;
var DECLARATION = /<![A-Za-z][^<>]{0,4096}>/g;
var PROCESSING = /<\?[^<>]{0,4096}>/g;
var IMAGE_ALT = /!\[[^[\]]{1,2000}\](?=[([])/g;
var LINK_TITLE = /(\]\([ \t]{0,8}(?:<[^>\n]{0,2000}>|[^\s()]{0,2000}))(?:[ \t\n]{1,8}(?:"[^"]{0,2000}"|'[^']{0,2000}'|\([^)]{0,2000}\)))[ \t\n]{0,8}\)/g;
var REFERENCE_DEFINITION = /^([ ]{0,3}\[[^\]\n]{1,999}\]:)[ \t]*(<[^>\n]{0,2000}>|\S{1,2000})?(?:[ \t]*\n?[ \t]*(?:"[^"]{0,2000}"|'[^']{0,2000}'|\([^)]{0,2000}\)))?[ \t]*$/gm;
function stripComments(text) {
  if (!text.includes("<!") && !text.includes("<?")) return text;
  return text.replace(COMMENT, "").replace(CDATA, "").replace(DECLARATION, "").replace(PROCESSING, "");
}
function stripMarkdownHiddenText(text) {
  if (!text.includes("]")) return text;
  return text.replace(IMAGE_ALT, "![]").replace(LINK_TITLE, "$1)").replace(REFERENCE_DEFINITION, (_match, label, destination) => {
    if (destination === void 0 || destination === "#" || destination === "<>") return "";
    return `${label} ${destination}`;
  });
}
function round(text) {
  return stripMarkdownHiddenText(stripHiddenHtml(stripComments(stripInvisible(decodeEntities(text)))));
}
function sanitizeUntrustedText(text) {
  let current = text;
  for (let index = 0; index < MAX_ROUNDS; index += 1) {
    const next = round(current);
    if (next === current) return current;
    current = next;
  }
  return hasDecodableEntity(current) ? round(current.replace(/&#?[A-Za-z0-9]{1,10};?/g, "")) : current;
}

export {
  sanitizeUntrustedText
};
