/**
 * What GitHub would act on in a piece of Markdown, for tests (issue 26): the issues a closing
 * keyword would close, the images it would fetch, the links and autolinks it would render and
 * the users it would ping. A conservative model of GitHub's rendering: what it finds is live.
 */

/** Issue references a closing keyword would close (`#3`, `o/r#2`, an issues URL). */
export function closedIssues(markdown: string): string[] {
  const found = markdown.matchAll(
    /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)[^\w\n]{0,8}((?:[\w.-]+\/[\w.-]+)?#\d+|GH-\d+|https?:\/\/\S+\/(?:issues|pull)\/\d+)/gi,
  );
  return [...found].map((match) => match[1] ?? "");
}

/** Images it would fetch: Markdown inline and reference images, HTML `<img>`. */
export function fetchedImages(markdown: string): string[] {
  const inline = [...markdown.matchAll(/(?<!\\)!\[[^\]\n]*\]\(([^)\s]+)/g)].map((match) => match[1] ?? "");
  const reference = [...markdown.matchAll(/(?<!\\)!\[[^\]\n]*\]\[[^\]\n]*\]/g)].map((match) => match[0]);
  const html = [...markdown.matchAll(/<img\b[^>]*>/gi)].map((match) => match[0]);
  return [...inline, ...reference, ...html];
}

/** Links it would render: inline and reference links, definitions, `<…>` and bare autolinks. */
export function liveLinks(markdown: string): string[] {
  const inline = [...markdown.matchAll(/(?<!\\)\[[^\]\n]*\]\(([^)\s]+)/g)].map((match) => match[1] ?? "");
  const definitions = [...markdown.matchAll(/^ {0,3}(?<!\\)\[[^\]\n]+\]:\s*(\S+)/gm)].map(
    (match) => match[1] ?? "",
  );
  const auto = [...markdown.matchAll(/<(https?:\/\/[^>\s]+)>/g)].map((match) => match[1] ?? "");
  const bare = [...markdown.matchAll(/(?<![\w/])(?:https?:\/\/|www\.)[\w.-]+/gi)].map((match) => match[0]);
  return [...inline, ...definitions, ...auto, ...bare];
}

/** Users it would ping. */
export function pingedUsers(markdown: string): string[] {
  return [...markdown.matchAll(/(?<![\w`])@([A-Za-z0-9][\w-]*)/g)].map((match) => match[1] ?? "");
}
