/**
 * Sanitises untrusted GitHub text (issue and PR bodies, comments, review comments) before the
 * model reads it. The rule: the model may read what a human sees on the rendered page and
 * nothing more, because hidden text is where prompt injections hide (users' item 6).
 *
 * Each round, in this order:
 * 1. **Decode HTML character references** (`&lt;`, `&#x3c;`, `&#60;`, named ones) *before*
 *    anything is stripped, so `&lt;!-- … --&gt;` cannot smuggle a comment past step 3.
 * 2. **Strip invisible characters**: zero-width, bidi controls, soft hyphen, U+180E, tag
 *    characters U+E0000–U+E007F and the others in {@link INVISIBLE_RANGES}.
 * 3. **Strip HTML comments** (`<!-- … -->`, also `--!>`, the abrupt `<!-->`, and an unclosed
 *    `<!--` up to the end), CDATA sections, `<!DECLARATIONS>` and `<?processing?>`.
 * 4. **Strip hidden HTML** ({@link stripHiddenHtml}): hidden elements with their content, and
 *    `alt` / `title` / `aria-label` / `data-*` attributes.
 * 5. **Strip Markdown's invisible text**: image alt text (`![alt](src)` → `![](src)`), link
 *    titles (`[text](url "title")` → `[text](url)`), reference-definition titles, and the
 *    "comment" idiom `[//]: # (hidden)` (a definition that points nowhere) entirely.
 *
 * Rounds repeat until the text stops changing, since a step can expose work for an earlier one
 * (`&amp;lt;` needs two decodes; `<!-<!-- -->- x -->` needs two comment passes). After
 * {@link MAX_ROUNDS} rounds, references that still decode are removed (fail closed).
 *
 * Deliberate costs: a comment shown literally in a code block is removed too, and an entity
 * written to be displayed (`&lt;!-- x --&gt;`) is read as the markup it spells. Both lose a
 * little fidelity; neither can hide an instruction.
 */
import { decodeEntities, hasDecodableEntity } from "./html-entities.js";
import { stripHiddenHtml } from "./hidden-html.js";
import { stripInvisible } from "./invisible-chars.js";

/** Rounds of the pipeline before giving up on reaching a fixed point. */
const MAX_ROUNDS = 16;

// `<!-->` and `<!--->` close at once (HTML "abrupt closing"); otherwise up to `-->` or `--!>`,
// or to the end of the text when the comment is never closed.
const COMMENT = /<!--(?:-?>|[\s\S]*?(?:--!?>|$))/g;
const CDATA = /<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/g;
const DECLARATION = /<![A-Za-z][^<>]{0,4096}>/g;
const PROCESSING = /<\?[^<>]{0,4096}>/g;

// Markdown: `![alt](` → `![](`; titles after a link destination; reference definitions.
const IMAGE_ALT = /!\[[^[\]]{1,2000}\](?=[([])/g;
const LINK_TITLE =
  /(\]\([ \t]{0,8}(?:<[^>\n]{0,2000}>|[^\s()]{0,2000}))(?:[ \t\n]{1,8}(?:"[^"]{0,2000}"|'[^']{0,2000}'|\([^)]{0,2000}\)))[ \t\n]{0,8}\)/g;
const REFERENCE_DEFINITION =
  /^([ ]{0,3}\[[^\]\n]{1,999}\]:)[ \t]*(<[^>\n]{0,2000}>|\S{1,2000})?(?:[ \t]*\n?[ \t]*(?:"[^"]{0,2000}"|'[^']{0,2000}'|\([^)]{0,2000}\)))?[ \t]*$/gm;

function stripComments(text: string): string {
  if (!text.includes("<!") && !text.includes("<?")) return text;
  return text.replace(COMMENT, "").replace(CDATA, "").replace(DECLARATION, "").replace(PROCESSING, "");
}

function stripMarkdownHiddenText(text: string): string {
  if (!text.includes("]")) return text;
  return text
    .replace(IMAGE_ALT, "![]")
    .replace(LINK_TITLE, "$1)")
    .replace(REFERENCE_DEFINITION, (_match: string, label: string, destination?: string) => {
      // `[//]: # (comment)` and `[x]: <> (comment)`: a definition used only to hide text.
      if (destination === undefined || destination === "#" || destination === "<>") return "";
      return `${label} ${destination}`;
    });
}

function round(text: string): string {
  return stripMarkdownHiddenText(stripHiddenHtml(stripComments(stripInvisible(decodeEntities(text)))));
}

/**
 * Reduces untrusted GitHub text to what a reader of the rendered page sees: decodes entities,
 * then strips invisible characters, HTML comments, hidden elements, alt text and titles,
 * repeating to a fixed point. See the rules at the top of this file.
 *
 * @param text - an issue, PR or comment body as the API returns it.
 * @returns the sanitised text (idempotent: sanitising it again changes nothing).
 * @throws never.
 */
export function sanitizeUntrustedText(text: string): string {
  let current = text;
  for (let index = 0; index < MAX_ROUNDS; index += 1) {
    const next = round(current);
    if (next === current) return current;
    current = next;
  }
  // Still changing: an input nested this deep is an attack. Drop what could still decode.
  return hasDecodableEntity(current) ? round(current.replace(/&#?[A-Za-z0-9]{1,10};?/g, "")) : current;
}
