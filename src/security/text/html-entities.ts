/**
 * A small HTML character-reference decoder (no dependency): numeric references (`&#60;`,
 * `&#x3c;`, with or without the `;`) and the named references people actually write, plus the
 * ones an attacker would use to hide markup (`&lt;`, `&excl;`, `&dash;`, `&NewLine;`,
 * zero-width `&zwj;`). Unknown names are left as they are. One call decodes one level:
 * `&amp;lt;` becomes `&lt;`; the sanitizer repeats until nothing changes.
 */

const NAMED: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
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
  tilde: "\u02dc",
  newline: "\n",
  tab: "\t",
  shy: "\u00ad",
  zwj: "\u200d",
  zwnj: "\u200c",
  lrm: "\u200e",
  rlm: "\u200f",
  ensp: "\u2002",
  emsp: "\u2003",
  thinsp: "\u2009",
  hellip: "\u2026",
  mdash: "\u2014",
  ndash: "\u2013",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201c",
  rdquo: "\u201d",
  laquo: "\u00ab",
  raquo: "\u00bb",
  lsaquo: "\u2039",
  rsaquo: "\u203a",
  lang: "\u27e8",
  rang: "\u27e9",
  copy: "\u00a9",
  reg: "\u00ae",
  trade: "\u2122",
  deg: "\u00b0",
  middot: "\u00b7",
  bull: "\u2022",
  times: "\u00d7",
  divide: "\u00f7",
};

// Names are matched case-insensitively (`&LT;`, `&NewLine;`); numeric references may omit `;`.
const REFERENCE = /&(?:#(?:[xX]([0-9a-fA-F]{1,8})|([0-9]{1,10}));?|([A-Za-z]{2,10});)/g;

function fromCodePoint(codePoint: number): string {
  const valid = codePoint > 0 && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
  return valid ? String.fromCodePoint(codePoint) : "\ufffd";
}

/** Decodes one level of HTML character references in `text`. Pure; never throws. */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(REFERENCE, (match: string, hex?: string, decimal?: string, name?: string) => {
    if (hex !== undefined) return fromCodePoint(parseInt(hex, 16));
    if (decimal !== undefined) return fromCodePoint(parseInt(decimal, 10));
    return NAMED[(name ?? "").toLowerCase()] ?? match;
  });
}

/** True when `text` still holds a reference {@link decodeEntities} would decode. */
export function hasDecodableEntity(text: string): boolean {
  return decodeEntities(text) !== text;
}
