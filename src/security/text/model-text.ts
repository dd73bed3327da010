/**
 * Model-written text made inert before it reaches GitHub (issue 26): the pull request's title
 * and body, comments, the progress comment and commit messages carry feature descriptions,
 * rubric reasoning and blocked reasons that a prompt-injected model (or the repository's own
 * `feature_list.json`) wrote. Three things GitHub acts on are defused:
 *
 * - **Closing keywords.** `Fixes #1`, `closes owner/repo#2`, `Resolves: #3`, `fixed
 *   https://github.com/o/r/issues/4`: merging the pull request (or pushing the commit to the
 *   default branch) would close those issues. A zero-width space after the keyword's first letter
 *   leaves it readable and no longer a keyword. Only Alfred itself writes `Closes #N`, for the
 *   issue it implements, outside this function.
 * - **Images and links.** `![x](https://host/beacon.png)`, `![x][ref]`, `[text](url)`,
 *   `[ref]: url` and bare or `<…>` autolinks: an image is fetched when anyone opens the page (a view
 *   beacon), a link invites a click. `[` is escaped (no image, link or reference definition can
 *   form) and `://` / `www.` get a zero-width space, so no autolink forms either. The text stays
 *   readable; nothing is fetched. (HTML such as `<img>` is escaped by the callers, which escape
 *   `<`.)
 * - **Mentions** stay the callers' (`@` + zero-width space).
 *
 * Code spans and fenced code blocks are left as they are: nothing in them renders or links, and
 * a review's suggested change must stay applicable. Pure.
 */

const ZWSP = "\u200b";

// GitHub's closing keywords, followed on the same line, past a little punctuation (`Fixes: #3`,
// `**Fixes** #3`, `fixes (#3)`), by an issue reference (`#3`, `owner/repo#3`, `GH-3`) or a URL.
const CLOSING =
  /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)(?=[^\w\n]{0,8}(?:(?:[\w.-]+\/[\w.-]+)?#\d|GH-\d|https?:\/\/))/gi;

/** Code spans (`…`, ``…``) and fenced blocks (``` or ~~~), which are copied unchanged. */
const CODE = /(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n\1[^\n]*(?=\n|$)|$)|(`+)[^`\n]{1,500}?\2(?!`)/g;

/** `Fixes #1` → `F\u200bixes #1`: readable, and no longer a closing keyword. Pure. */
export function defuseClosingKeywords(text: string): string {
  return text.replace(CLOSING, (keyword: string) => `${keyword.charAt(0)}${ZWSP}${keyword.slice(1)}`);
}

function inertProse(prose: string): string {
  return (
    defuseClosingKeywords(prose)
      // An even run of backslashes (none included) leaves `[` live: add one.
      .replace(/(\\*)\[/g, (all: string, slashes: string) =>
        slashes.length % 2 === 1 ? all : `${slashes}\\[`,
      )
      .replace(/(?<=[A-Za-z])(?=:\/\/)/g, ZWSP)
      .replace(/\bwww\./gi, (www: string) => `${www.slice(0, 3)}${ZWSP}.`)
  );
}

/**
 * Model-written Markdown with closing keywords, images, links and autolinks made inert (see the
 * top of this file); code spans and fenced blocks unchanged. Idempotent. Pure.
 */
export function inertMarkdown(text: string): string {
  let out = "";
  let copied = 0;
  CODE.lastIndex = 0;
  for (let code = CODE.exec(text); code !== null; code = CODE.exec(text)) {
    out += inertProse(text.slice(copied, code.index)) + code[0];
    copied = code.index + code[0].length;
  }
  return out + inertProse(text.slice(copied));
}
