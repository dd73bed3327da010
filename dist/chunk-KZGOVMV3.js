import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);

// src/core/host-profiles.ts
var READ_ONLY_TOOLS = ["file_read", "grep", "glob", "repo_map"];
var UNATTENDED_TOOLS = { offer: "all-except", except: ["git_commit"] };
var HOST_PROFILES = {
  actionRun: {
    label: "the Action's run, implement and shard jobs",
    permissionMode: "bypass",
    userMayChooseMode: false,
    sandbox: "on",
    protectedPaths: "harness+workflows",
    tools: UNATTENDED_TOOLS,
    servers: { lsp: "configured", mcp: true },
    promptRole: "implementer"
  },
  actionReview: {
    label: "the Action's review job",
    permissionMode: "plan",
    userMayChooseMode: false,
    sandbox: "on",
    protectedPaths: "none",
    tools: { offer: "only", names: [...READ_ONLY_TOOLS, "web_fetch"], prefixes: ["lsp_"], readOnlyMcp: true },
    servers: { lsp: "configured", mcp: true },
    promptRole: "reviewer"
  },
  cliRun: {
    label: "alfred run",
    permissionMode: "bypass",
    userMayChooseMode: false,
    sandbox: "on",
    protectedPaths: "harness",
    tools: UNATTENDED_TOOLS,
    servers: { lsp: "configured", mcp: true },
    promptRole: "implementer"
  },
  cliAsk: {
    label: "alfred ask",
    permissionMode: "default",
    userMayChooseMode: true,
    sandbox: "auto",
    protectedPaths: "none",
    tools: { offer: "all-except", except: [] },
    servers: { lsp: true, mcp: true },
    promptRole: "ask"
  },
  mcp: {
    label: "alfred mcp",
    permissionMode: "plan",
    userMayChooseMode: false,
    sandbox: "auto",
    protectedPaths: "none",
    tools: { offer: "only", names: READ_ONLY_TOOLS, prefixes: ["lsp_"], readOnlyMcp: false },
    servers: { lsp: true, mcp: false },
    promptRole: "none"
  },
  replay: {
    label: "alfred replay",
    permissionMode: "bypass",
    userMayChooseMode: false,
    // The tape's bash commands run for real, as the agent wrote them: sandboxed where bubblewrap is.
    sandbox: "auto",
    protectedPaths: "none",
    tools: UNATTENDED_TOOLS,
    servers: { lsp: false, mcp: false },
    promptRole: "implementer"
  },
  library: {
    label: "a program using Alfred as a library",
    permissionMode: "default",
    userMayChooseMode: true,
    sandbox: "off",
    protectedPaths: "none",
    tools: { offer: "all-except", except: [] },
    servers: { lsp: false, mcp: false },
    promptRole: "ask"
  }
};
function permissionModeFor(host, chosen) {
  const profile = HOST_PROFILES[host];
  return profile.userMayChooseMode && chosen !== void 0 ? chosen : profile.permissionMode;
}
function hostOffersTool(tools, tool) {
  if (tools.offer === "all-except") return !tools.except.includes(tool.name);
  if (tool.name.startsWith("mcp__")) return tools.readOnlyMcp && tool.isReadOnly({});
  return tools.names.includes(tool.name) || tools.prefixes.some((prefix) => tool.name.startsWith(prefix));
}

// src/security/secrets/secret-values.ts
var REDACTED_PREFIX = "[REDACTED:";
function marker(kind) {
  return `${REDACTED_PREFIX}${kind}]`;
}
function namedGroup(replaceArgs, name) {
  const groups = replaceArgs[replaceArgs.length - 1];
  if (typeof groups !== "object" || groups === null) return void 0;
  const value = Reflect.get(groups, name);
  return typeof value === "string" ? value : void 0;
}
function shannonEntropy(text) {
  if (text.length === 0) return 0;
  const counts = /* @__PURE__ */ new Map();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let entropy = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    entropy -= p * Math.log2(p);
  }
  return entropy;
}
function isPlaceholderToken(secret, minEntropy) {
  if (/(.)\1{7}/.test(secret)) return true;
  return minEntropy !== void 0 && shannonEntropy(secret) < minEntropy;
}
function hasLettersAndDigits(text) {
  return /[A-Za-z]/.test(text) && /\d/.test(text);
}
function isBasicCredential(base64) {
  const decoded = Buffer.from(base64, "base64").toString("utf8");
  return decoded.includes(":") && /^[\x20-\x7e]+$/.test(decoded);
}
var PLACEHOLDER_WORDS = /* @__PURE__ */ new Set([
  "changeme",
  "changeit",
  "password",
  "passwd",
  "pass",
  "secret",
  "token",
  "apikey",
  "example",
  "sample",
  "placeholder",
  "dummy",
  "fake",
  "test",
  "testing",
  "todo",
  "redacted",
  "none",
  "null",
  "nil",
  "undefined",
  "true",
  "false",
  "yes",
  "no",
  "required",
  "optional",
  "string",
  "empty",
  "hidden",
  "masked"
]);
var REFERENCE_ROOTS = /^(?:process|os|env|config|settings|self|this|secrets|vars|inputs|github|import|ctx|context|options|opts|args|params|props|req|request|window|app|System|ENV|Deno|Bun)\./;
function isPlaceholderOrReference(value) {
  const trimmed = value.trim();
  if (trimmed === "") return true;
  if (trimmed.includes(REDACTED_PREFIX)) return true;
  if (/^(?:\$|%[A-Za-z_][\w]*%$|\{\{|<.*>$|\(.*\)$|\{.*\}$)/.test(trimmed)) return true;
  if (/^[*xX.#•-]+$/.test(trimmed)) return true;
  if (REFERENCE_ROOTS.test(trimmed)) return true;
  if (/[[(]/.test(trimmed) && /^[A-Za-z_$][\w$.]*[[(]/.test(trimmed)) return true;
  if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(trimmed)) return true;
  if (/^(?:\.{0,2}\/|~\/|[A-Za-z]:\\)/.test(trimmed)) return true;
  if (trimmed.includes("://")) return true;
  const word = trimmed.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (PLACEHOLDER_WORDS.has(word)) return true;
  if (/^(?:your|my|enter|insert|replace|put|add)(?:[a-z]+)?(?:here)?$/.test(word)) return true;
  if (/here$/.test(word) && word.length < 24) return true;
  return false;
}
function looksLikeSecretValue(value) {
  if (value.length < 8 || isPlaceholderOrReference(value)) return false;
  const hasDigit = /\d/.test(value);
  const hasSymbol = /[^A-Za-z0-9]/.test(value);
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value) && !hasDigit) return false;
  if (/^[A-Za-z]+$/.test(value)) return value.length >= 16 && shannonEntropy(value) >= 3.5;
  if (/^[a-z]+(?:[-_][a-z]+)+$/.test(value)) return false;
  if (/^\d+$/.test(value)) return value.length >= 8;
  return /[A-Za-z]/.test(value) && (hasDigit || hasSymbol);
}

// src/security/secrets/curl-credentials.ts
var FLAG = /(?<![\w-])(?:-u|--user)(?:=|[ \t]{1,8})/g;
var MAX_WORD = 512;
var MAX_CONTINUATION_LINES = 5;
function readShellWord(text, start) {
  let value = "";
  let index = start;
  let pieces = 0;
  let quote = "";
  while (index < text.length && index - start < MAX_WORD) {
    const char = text.charAt(index);
    if (char === "'" || char === '"') {
      const close = text.indexOf(char, index + 1);
      if (close < 0) return void 0;
      value += text.slice(index + 1, close).replace(/\\(["\\$`])/g, "$1");
      quote = pieces === 0 ? char : "";
      pieces += 1;
      index = close + 1;
      continue;
    }
    if (/[\s;|&<>()`]/.test(char)) break;
    value += char;
    quote = "";
    pieces += 1;
    index += 1;
  }
  return value === "" ? void 0 : { value, end: index, quote: pieces === 1 ? quote : "" };
}
function isNotSecret(part) {
  if (/^(?:change(?:it|me)|pass(?:word)?|pwd|test|token|\*+|x+)$/i.test(part)) return true;
  if (/^\$|^\[.*\]$|\{\{|<[^>]*>/.test(part)) return true;
  return isPlaceholderOrReference(part.replace(/^\{(.+)\}$/, "$1"));
}
function redactedWord(word) {
  const colon = word.value.indexOf(":");
  if (colon < 0 || word.value.includes(REDACTED_PREFIX)) return void 0;
  const user = word.value.slice(0, colon);
  const password = word.value.slice(colon + 1);
  const secret = password === "" ? user : password;
  if (secret.length < 3 || isNotSecret(secret) || password !== "" && user.startsWith("$")) return void 0;
  if (shannonEntropy(word.value) < 2) return void 0;
  const body = password === "" ? `${marker("password")}:` : `${user}:${marker("password")}`;
  return `${word.quote}${body}${word.quote}`;
}
function lineCounter(text) {
  let line = 0;
  let scanned = 0;
  return (position) => {
    for (; scanned < position; scanned += 1) if (text.charCodeAt(scanned) === 10) line += 1;
    return line;
  };
}
function redactCurlCredentials(text) {
  if (!text.includes("curl") || !text.includes("-u")) return text;
  const lineOf = lineCounter(text);
  const curls = /\bcurl\b/g;
  let nextCurl = curls.exec(text);
  let curlLine = Number.NEGATIVE_INFINITY;
  let out = "";
  let copied = 0;
  FLAG.lastIndex = 0;
  for (let flag = FLAG.exec(text); flag !== null; flag = FLAG.exec(text)) {
    for (; nextCurl !== null && nextCurl.index < flag.index; nextCurl = curls.exec(text))
      curlLine = lineOf(nextCurl.index);
    if (lineOf(flag.index) - curlLine > MAX_CONTINUATION_LINES) continue;
    const start = flag.index + flag[0].length;
    const word = readShellWord(text, start);
    const replacement = word === void 0 ? void 0 : redactedWord(word);
    if (word === void 0 || replacement === void 0) continue;
    out += text.slice(copied, start) + replacement;
    copied = word.end;
    FLAG.lastIndex = word.end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

// src/security/secrets/kubernetes-secret.ts
var KIND_SECRET = /^[ \t]*kind:[ \t]*(["']?)secret\1[ \t]*(?:#.*)?$/im;
var DOCUMENT_SEPARATOR = /^(---[ \t]*)$/m;
var BASE64_VALUE = /^[A-Za-z0-9+/]{10,}={0,3}$/;
var ENTRY = /^([\w.-]+):[ \t]*(.*)$/;
var SECTION = /^(data|stringData):[ \t]*$/;
var MARKER = marker("kubernetes-secret");
var indentOf = (line) => line.length - line.trimStart().length;
function isSecretValue(value, plain) {
  if (value === "" || value.includes(REDACTED_PREFIX) || value.includes("{{")) return false;
  return plain ? !isPlaceholderOrReference(value) : BASE64_VALUE.test(value);
}
function redactEntry(line, walk, indent) {
  const entry = ENTRY.exec(line.trim());
  if (entry === null) return line;
  const rest = (entry[2] ?? "").trimEnd();
  if (/^[|>][-+]?$/.test(rest)) {
    walk.block = indent;
    return line;
  }
  const quoted = /^(["'])(.*)\1$/.exec(rest);
  const value = quoted?.[2] ?? rest;
  if (!isSecretValue(value, walk.plain)) return line;
  const head = line.slice(0, line.lastIndexOf(rest));
  const quote = quoted?.[1] ?? "";
  return `${head}${quote}${MARKER}${quote}${line.slice(head.length + rest.length)}`;
}
function redactLine(line, walk) {
  const trimmed = line.trim();
  if (trimmed === "" || trimmed.startsWith("#")) return line;
  const indent = indentOf(line);
  if (walk.block >= 0) {
    if (indent > walk.block)
      return isSecretValue(trimmed, walk.plain) ? line.slice(0, indent) + MARKER : line;
    walk.block = -1;
  }
  if (walk.section >= 0 && indent <= walk.section) walk.section = -1;
  if (walk.section < 0) {
    const section = SECTION.exec(trimmed);
    if (section !== null) Object.assign(walk, { section: indent, plain: section[1] === "stringData" });
    return line;
  }
  return redactEntry(line, walk, indent);
}
function redactDocument(document) {
  if (!KIND_SECRET.test(document)) return document;
  const walk = { section: -1, plain: false, block: -1 };
  return document.split("\n").map((line) => redactLine(line, walk)).join("\n");
}
function redactKubernetesSecrets(text) {
  if (!/kind:/i.test(text) || !/data:/i.test(text)) return text;
  return text.split(DOCUMENT_SEPARATOR).map(redactDocument).join("");
}

// src/security/secrets/private-key.ts
var MAX_KEY_LENGTH = 16384;
var BEGIN = /-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
var END = /-----END[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
var KEY_MATERIAL = /[A-Za-z0-9+/=]{16}/;
var BODY = /(?:\s|\\[rn]){1,4}(?:Proc-Type|[A-Za-z0-9+/=]{16})[A-Za-z0-9+/=\s\\:,.-]{0,16384}/y;
function redactPrivateKeys(text) {
  if (!text.includes("PRIVATE KEY")) return text;
  let out = "";
  let copied = 0;
  let endStart = -1;
  let endStop = -1;
  let noMoreEnds = false;
  BEGIN.lastIndex = 0;
  for (let begin = BEGIN.exec(text); begin !== null; begin = BEGIN.exec(text)) {
    const start = begin.index;
    const headerStop = start + begin[0].length;
    if (!noMoreEnds && endStart < headerStop) {
      END.lastIndex = headerStop;
      const end = END.exec(text);
      if (end === null) noMoreEnds = true;
      else [endStart, endStop] = [end.index, end.index + end[0].length];
    }
    let stop = -1;
    if (!noMoreEnds && endStart >= headerStop && endStop - start <= MAX_KEY_LENGTH) {
      if (KEY_MATERIAL.test(text.slice(headerStop, endStart))) stop = endStop;
    } else {
      BODY.lastIndex = headerStop;
      if (BODY.exec(text) !== null) stop = BODY.lastIndex;
    }
    if (stop < 0) continue;
    out += text.slice(copied, start) + marker("private-key");
    copied = stop;
    BEGIN.lastIndex = stop;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

// src/security/secrets/secret-assignments.ts
var KEYWORD = "(?<kw>pass(?:word|wd|phrase)?|pwd|secret|token|api[_-]?key|apikey|(?:access|secret|private|auth|account|master|signing|encryption|app|client)[_-]?key|credentials?|_auth)";
var SEPARATOR = "\\\\?[\"'`]?[ \\t]{0,8}(?::=|=>|==?|:)[ \\t]{0,8}";
var QUOTED = new RegExp(
  `(?<pre>${KEYWORD}${SEPARATOR}\\\\?["'\`])(?<secret>[^"'\`\\\\\\r\\n]{1,512})(?=\\\\?["'\`])`,
  "gi"
);
var UNQUOTED = new RegExp(
  `(?<pre>${KEYWORD}${SEPARATOR})(?<secret>[^\\s"'\`\\\\,;&<>(){}\\[\\]]{1,512})(?![^\\s"'\`\\\\,;&>){}\\]])`,
  "gi"
);
var FLAG2 = new RegExp(
  `(?<pre>(?<![\\w-])--?(?:[A-Za-z0-9]{1,20}-){0,4}(?<kw>password|passwd|pass|token|secret|api-key|apikey|client-secret|auth-token|access-token)[ \\t]{1,8}["']?)(?<secret>[^\\s"'\`\\\\,;&<>(){}\\[\\]]{1,512})`,
  "gi"
);
var CALL = new RegExp(
  `(?<pre>(?<q>["'])[\\w.-]{0,40}?${KEYWORD}\\k<q>[ \\t]{0,4},[ \\t]{0,8}(?<v>["']))(?<secret>[^"'\\\\\\r\\n]{1,512})(?=\\k<v>)`,
  "gi"
);
var XML = new RegExp(
  "(?<pre><(?<kw>password|passwd|secret|token|api[_-]?key|apikey|client[_-]?secret|private[_-]?key)>)(?<secret>[^<\\r\\n]{1,512})(?=</)",
  "gi"
);
function kindOf(keyword) {
  const lower = keyword.toLowerCase();
  if (lower.startsWith("pass") || lower === "pwd") return "password";
  if (lower.endsWith("token")) return "token";
  if (lower.includes("key")) return "api-key";
  return "secret";
}
var NOT_SECRET_NAMES = /(?:csrf|xsrf)[_.-]?token$|jsonwebtoken$|public[_.-]?(?:token|key)$/i;
function nameBefore(text, offset, keyword) {
  let start = offset;
  while (start > 0 && offset - start < 40 && /[\w.-]/.test(text.charAt(start - 1))) start -= 1;
  return text.slice(start, offset) + keyword;
}
function replaceValue(replaceArgs) {
  const match = String(replaceArgs[0]);
  const pre = namedGroup(replaceArgs, "pre");
  const keyword = namedGroup(replaceArgs, "kw");
  const secret = namedGroup(replaceArgs, "secret");
  if (pre === void 0 || keyword === void 0 || secret === void 0) return match;
  if (match.includes(REDACTED_PREFIX) || !looksLikeSecretValue(secret)) return match;
  const [offset, text] = offsetAndText(replaceArgs);
  if (NOT_SECRET_NAMES.test(nameBefore(text, offset + pre.indexOf(keyword), keyword))) return match;
  return pre + marker(kindOf(keyword)) + match.slice(pre.length + secret.length);
}
function offsetAndText(replaceArgs) {
  const offset = replaceArgs[replaceArgs.length - 3];
  const text = replaceArgs[replaceArgs.length - 2];
  return [typeof offset === "number" ? offset : 0, typeof text === "string" ? text : ""];
}
function redactAssignments(text) {
  let result = text;
  for (const pattern of [QUOTED, UNQUOTED, CALL, FLAG2, XML]) {
    result = result.replace(pattern, (...args) => replaceValue(args));
  }
  return result;
}

// src/security/secrets/secret-rule.ts
var B = "(?<![A-Za-z0-9_-])";
var E = "(?![A-Za-z0-9_-])";
function rule(kind, source, options = {}) {
  return {
    kind,
    pattern: new RegExp(source, `g${options.flags ?? ""}`),
    ...options.validate ? { validate: options.validate } : {},
    ...options.hint !== void 0 ? { hint: options.hint } : {},
    ...options.minEntropy !== void 0 ? { minEntropy: options.minEntropy } : {}
  };
}

// src/security/secrets/secret-patterns-named.ts
var PROVIDERS = [
  "adafruit",
  "airtable",
  "algolia",
  "asana",
  "beamer",
  "bitbucket",
  "cloudflare",
  "codecov",
  "coinbase",
  "confluent",
  "contentful",
  "databricks",
  "datadog",
  "dd_api",
  "dd_app",
  "discord",
  "droneci",
  "etsy",
  "fastly",
  "finicity",
  "finnhub",
  "flickr",
  "freshbooks",
  "gitter",
  "heroku",
  "hubspot",
  "intercom",
  "kraken",
  "kucoin",
  "launchdarkly",
  "linear",
  "linkedin",
  "lob",
  "mailchimp",
  "mailgun",
  "mattermost",
  "messagebird",
  "netlify",
  "okta",
  "razorpay",
  "sendbird",
  "sonar",
  "sourcegraph",
  "squarespace",
  "sumologic",
  "telegram",
  "travis",
  "trello",
  "twitch",
  "twitter",
  "typeform",
  "zendesk"
].flatMap((name) => [name, name.toUpperCase(), name.charAt(0).toUpperCase() + name.slice(1)]).join("|");
function isNamedSecret(value) {
  return hasLettersAndDigits(value) && !isPlaceholderOrReference(value) && shannonEntropy(value) >= 3;
}
var NAMED_RULES = [
  rule(
    "api-key",
    `(?<pre>(?<![A-Za-z0-9])(?:${PROVIDERS})(?![a-z]|(?<=[A-Z])[A-Z])[\\w .-]{0,20}?["']?[ \\t]{0,8}(?::=|=>|[:=]|-)[ \\t]{0,8}["'\`]?)(?<secret>[A-Za-z0-9_=-]{16,100})(?![.]?[A-Za-z0-9_=-])`,
    { validate: isNamedSecret }
  ),
  // Telegram bot tokens: the bot's numeric id, `:`, 35 random characters (trufflehog's format);
  // anywhere near the word telegram, or in a Bot API URL.
  rule(
    "telegram-bot-token",
    `(?<pre>(?:(?<=/bot)|telegram[\\w .:"'=-]{0,40}?(?<![0-9])))(?<secret>\\d{5,16}:A[A-Za-z0-9_-]{34})${E}`,
    { flags: "i", validate: hasLettersAndDigits }
  ),
  rule(
    "zapier-webhook",
    "(?<pre>https://hooks\\.zapier\\.com/hooks/catch/)(?<secret>[A-Za-z0-9]{4,12}/[A-Za-z0-9]{4,12})/?",
    { hint: "hooks.zapier.com", validate: (s) => /\d/.test(s) }
  )
];

// src/security/secrets/secret-patterns-vendors.ts
var mixedCase = (s) => /[a-z]/.test(s) && /[A-Z]/.test(s) && /\d/.test(s);
var SECP256K1_ORDER = BigInt("0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141");
function isSecp256k1Key(hex) {
  const key = BigInt(`0x${hex}`);
  return key > 0n && key < SECP256K1_ORDER;
}
function isBase64Jwt(text) {
  const decoded = Buffer.from(text, "base64").toString("latin1");
  return /^eyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}/.test(decoded);
}
var ID_PROVIDERS = "adobe|asana|bitbucket|discord|linkedin|looker|messagebird|plaid|sendbird|sumo(?:logic)?|new_?relic|twitter|dropbox|okta|auth0";
var VENDOR_RULES = [
  rule(
    "1password-secret-key",
    `${B}A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})(?:-[A-Z0-9]{5}){3}${E}`
  ),
  rule("1password-token", `${B}ops_eyJ[A-Za-z0-9+/]{250,8192}={0,3}`, { hint: "ops_eyJ" }),
  rule("adobe-secret", `${B}p8e-[A-Za-z0-9]{32}${E}`, { validate: hasLettersAndDigits }),
  rule("alibaba-key", `${B}LTAI[A-Za-z0-9]{20}${E}`),
  // Okta API tokens have no prefix of their own beyond `00`: gitleaks matches them after the word
  // "okta" in the name, whatever the rest of the name says (`OKTA_API=00…`).
  rule(
    "okta-token",
    `(?<pre>okta[A-Za-z0-9_.-]{0,20}["']?[ \\t]{0,8}(?::=|=>|[:=])[ \\t]{0,8}["']?)(?<secret>00[A-Za-z0-9_=-]{40})${E}`,
    { flags: "i" }
  ),
  // Vercel's prefixed tokens: personal (vcp_), integration (vci_), app (vca_), refresh (vcr_), keys (vck_).
  rule("vercel-token", `${B}vc[aikpr]_[A-Za-z0-9]{24,128}${E}`, { validate: hasLettersAndDigits }),
  rule("artifactory-key", `${B}AKCp[A-Za-z0-9]{69}${E}`),
  rule("artifactory-token", `${B}cmVmd[A-Za-z0-9]{59}${E}`),
  rule(
    "authress-key",
    `${B}(?:sc|ext|scauth|authress)_[a-z0-9]{5,30}\\.[a-z0-9]{4,6}\\.acc[_-][a-z0-9-]{10,32}\\.[A-Za-z0-9+/_=-]{30,120}(?![A-Za-z0-9+/_=-])`,
    { flags: "i" }
  ),
  rule("aws-bedrock-key", `${B}ABSK[A-Za-z0-9+/]{109,269}={0,2}(?![A-Za-z0-9+/=])`),
  rule("clickhouse-key", `${B}4b1d[A-Za-z0-9]{38}${E}`, { validate: mixedCase }),
  // Cloudflare's prefixed tokens (secretlint, trufflehog v2): user and account API tokens, global keys.
  rule("cloudflare-token", `${B}cf(?:ut|at|k)_[A-Za-z0-9]{40,52}${E}`, { validate: hasLettersAndDigits }),
  rule("clojars-token", `${B}CLOJARS_[a-z0-9]{60}${E}`, { flags: "i" }),
  rule("cloudflare-origin-ca-key", `${B}v1\\.0-[a-f0-9]{24}-[a-f0-9]{146}${E}`),
  rule("dropbox-token", `(?<![A-Za-z0-9_.-])sl\\.[A-Za-z0-9_=-]{130,160}(?![A-Za-z0-9_=-])`, {
    validate: hasLettersAndDigits
  }),
  rule("duffel-token", `${B}duffel_(?:test|live)_[A-Za-z0-9_=-]{43}${E}`),
  rule("easypost-key", `${B}EZ[AT]K[A-Za-z0-9]{54}${E}`),
  rule("facebook-token", `${B}\\d{15,16}(?:\\||%7C)[A-Za-z0-9_-]{27,40}${E}`, {
    validate: hasLettersAndDigits
  }),
  rule("facebook-token", `${B}EAA[MC][A-Za-z0-9]{100,1024}${E}`, { validate: hasLettersAndDigits }),
  rule("flutterwave-key", `${B}FLW(?:PUBK|SECK)(?:_TEST)?-[a-h0-9]{32}-X${E}`),
  rule("flutterwave-key", `${B}FLWSECK_TEST[a-h0-9]{12}${E}`),
  rule("flyio-token", `${B}fo1_[A-Za-z0-9_-]{43}${E}`),
  rule("flyio-token", `${B}fm(?:1[ar]|2)_[A-Za-z0-9+/]{100,8192}={0,3}(?![A-Za-z0-9+/=])`),
  rule("frameio-token", `${B}fio-u-[A-Za-z0-9_=-]{64}${E}`),
  rule("gitlab-session", "(?<pre>_gitlab_session=)(?<secret>[0-9a-z]{32})(?![0-9a-z])", {
    hint: "_gitlab_session"
  }),
  rule("grafana-token", `${B}eyJrIjoi[A-Za-z0-9]{70,400}={0,3}(?![A-Za-z0-9=])`),
  rule("harness-key", `${B}(?:pat|sat)\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9]{24}\\.[A-Za-z0-9]{20}${E}`),
  rule("infracost-token", `${B}ico-[A-Za-z0-9]{32}${E}`, { validate: hasLettersAndDigits }),
  rule("intra42-secret", `${B}s-s4t2(?:ud|af)-[a-f0-9]{64}${E}`),
  rule("jwt", `(?<![A-Za-z0-9+/])ZXlK[A-Za-z0-9+/]{40,8192}={0,2}(?![A-Za-z0-9+/=])`, {
    validate: isBase64Jwt
  }),
  rule("mailgun-key", `${B}pubkey-[a-f0-9]{32}${E}`),
  rule("maxmind-key", `${B}[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk${E}`),
  rule("neon-key", `${B}napi_[A-Za-z0-9]{48,72}${E}`),
  rule("netlify-token", `${B}nfp_[A-Za-z0-9_]{36}${E}`, { validate: hasLettersAndDigits }),
  rule("newrelic-key", `${B}NRJS-[a-f0-9]{19}${E}`),
  rule("newrelic-key", `${B}NRII-[A-Za-z0-9_-]{32}${E}`),
  rule("octopus-key", `${B}API-[A-Z0-9]{26}${E}`, { validate: hasLettersAndDigits }),
  rule("openshift-token", `${B}sha256~[A-Za-z0-9_-]{43}${E}`),
  rule(
    "plaid-token",
    `${B}access-(?:sandbox|development|production)-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}${E}`
  ),
  rule("prefect-token", `${B}pnu_[A-Za-z0-9]{36}${E}`),
  rule("razorpay-key", `${B}rzp_(?:live|test)_[A-Za-z0-9]{14}${E}`),
  rule("readme-token", `${B}rdme_[a-z0-9]{70}${E}`),
  rule("scalingo-token", `${B}tk-us-[A-Za-z0-9_-]{48}${E}`),
  rule("settlemint-token", `${B}sm_(?:aat|pat|sat)_[A-Za-z0-9]{16}${E}`),
  rule("shippo-token", `${B}shippo_(?:live|test)_[a-fA-F0-9]{40}${E}`),
  // SonarQube (`squ_`, `sqa_`, `sqp_` + 40 hex) and SonarCloud (`sqco_` + 59) tokens.
  rule("sonar-token", `${B}(?:sq[apu]_[a-f0-9]{40}|sqco_[A-Za-z0-9]{59})${E}`),
  rule(
    "sidekiq-secret",
    `(?<pre>BUNDLE_(?:ENTERPRISE|GEMS)__CONTRIBSYS__COM["']?[ \\t]{0,8}[=:][ \\t]{0,8}["']?)(?<secret>[a-f0-9]{8}:[a-f0-9]{8})`,
    { flags: "i", hint: "CONTRIBSYS" }
  ),
  rule("sourcegraph-token", `${B}sgp_(?:(?:[a-fA-F0-9]{16}|local)_)?[a-fA-F0-9]{40}${E}`, { minEntropy: 3 }),
  // A secp256k1 private key written as 0x + 64 hex (secretlint's rule): a valid key is non-zero
  // and below the curve order. A bare 64-hex string is left alone: it is far more often a SHA-256.
  rule("secp256k1-private-key", "(?<pre>(?<![A-Za-z0-9_])0x)(?<secret>[a-fA-F0-9]{64})(?![A-Za-z0-9_])", {
    hint: "0x",
    validate: isSecp256k1Key
  }),
  rule("yandex-token", `${B}t1\\.[A-Za-z0-9_-]{10,200}={0,2}\\.[A-Za-z0-9_-]{86}={0,2}(?![A-Za-z0-9_=-])`),
  rule("yandex-key", `${B}AQVN[A-Za-z0-9_-]{35,38}${E}`, { validate: hasLettersAndDigits }),
  rule("yandex-key", `${B}YC[A-Za-z0-9_-]{38}${E}`, { validate: mixedCase }),
  // Context: NuGet's cleartext password element (`curl -u` is curl-credentials.ts).
  rule(
    "password",
    `(?<pre><add[ \\t]{1,8}key=["']ClearTextPassword["'][ \\t]{1,8}value=["'])(?<secret>[^"'\\r\\n]{1,512})(?=["'])`,
    { flags: "i", hint: "ClearTextPassword" }
  ),
  // Client and app identifiers that the rule sets pair with a provider's secret.
  rule(
    "client-id",
    `(?<pre>(?:${ID_PROVIDERS})[A-Za-z0-9_.-]{0,20}(?:client|access|app|api)[_-]?id["']?[ \\t]{0,8}(?::=|=>|[:=])[ \\t]{0,8}["']?)(?<secret>[A-Za-z0-9_.-]{8,100})`,
    { flags: "i", validate: (s) => /\d/.test(s) }
  )
];

// src/security/secrets/secret-patterns.ts
function isHostAndPort(pre, secret) {
  if (!/^\d{1,5}$/.test(secret) || Number(secret) > 65535) return false;
  const user = pre.slice(pre.indexOf("://") + 3, -1);
  return /^(?:localhost|\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+)$/.test(user);
}
var SECRET_RULES = [
  rule("age-secret-key", `${B}AGE-SECRET-KEY-1[0-9A-Z]{58}${E}`),
  // Source forges and package registries.
  rule("github-token", `${B}gh[pousr]_[A-Za-z0-9]{36,251}${E}`),
  rule("github-token", `${B}github_pat_[A-Za-z0-9_]{22,255}${E}`),
  // gitleaks sets an entropy of 3 for every GitLab format: `glpat-XXXXXXXXXXX-XXXXXXXX` is a placeholder.
  rule(
    "gitlab-token",
    `${B}(?:glpat|glptt|glrt|gldt|glcbt|glft|glimt|glsoat|gloas|glagent|glffct|glwt)-[A-Za-z0-9_.-]{20,300}${E}`,
    { minEntropy: 3 }
  ),
  rule("gitlab-runner-token", `${B}GR1348941[A-Za-z0-9_-]{20,80}${E}`, { minEntropy: 3 }),
  rule("atlassian-token", `${B}A(?:TATT|TCTT|TBB)[A-Za-z0-9_=-]{24,400}${E}`, {
    validate: hasLettersAndDigits
  }),
  rule("npm-token", `${B}npm_[A-Za-z0-9]{36}${E}`),
  rule("pypi-token", `${B}pypi-AgE[A-Za-z0-9_-]{50,400}${E}`),
  rule("rubygems-key", `${B}rubygems_[a-f0-9]{48}${E}`),
  rule("nuget-key", `${B}oy2[a-z0-9]{43}${E}`),
  rule("docker-token", `${B}dckr_(?:pat|oat)_[A-Za-z0-9_-]{20,80}${E}`),
  rule("circleci-token", `${B}CCI(?:PAT|PRJ)_[A-Za-z0-9]{16,40}_[a-f0-9]{40}${E}`),
  // AI providers. Anthropic before the generic `sk-` rule.
  rule("anthropic-key", `${B}sk-ant-[A-Za-z0-9_-]{20,300}${E}`),
  rule("openai-key", `${B}sk-(?:proj-|svcacct-|admin-|None-|or-v1-)?[A-Za-z0-9_-]{20,300}${E}`, {
    hint: "sk-",
    validate: hasLettersAndDigits
  }),
  rule("huggingface-token", `${B}(?:hf|api_org)_[A-Za-z0-9]{30,40}${E}`, {
    validate: (s) => /[a-z]/.test(s) && /[A-Z]/.test(s)
  }),
  rule("google-api-key", `${B}AIza[A-Za-z0-9_-]{35}(?![A-Za-z0-9_])`, { minEntropy: 3.5 }),
  rule("google-oauth-token", `${B}ya29\\.[A-Za-z0-9_-]{20,2048}${E}`),
  rule("google-oauth-token", `(?<![A-Za-z0-9_/-])1//0[A-Za-z0-9_-]{40,512}${E}`),
  rule("google-oauth-secret", `${B}GOCSPX-[A-Za-z0-9_-]{28}${E}`),
  rule("groq-key", `${B}gsk_[A-Za-z0-9]{40,80}${E}`),
  rule("replicate-token", `${B}r8_[A-Za-z0-9]{37,40}${E}`),
  rule("perplexity-key", `${B}pplx-[A-Za-z0-9]{40,60}${E}`),
  rule("xai-key", `${B}xai-[A-Za-z0-9]{60,100}${E}`),
  rule("langsmith-key", `${B}lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}${E}`),
  // Payments. Stripe publishable keys (`pk_live_`) are public by design and are left alone.
  rule("stripe-key", `${B}(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{10,247}${E}`),
  rule("stripe-webhook-secret", `${B}whsec_[A-Za-z0-9+/=]{32,100}${E}`),
  rule("square-token", `${B}sq0(?:atp|csp)-[A-Za-z0-9_-]{22,60}${E}`),
  rule("square-token", `${B}EAAA[A-Za-z0-9_-]{56,120}${E}`, { validate: hasLettersAndDigits }),
  rule("braintree-token", `access_token\\$(?:production|sandbox)\\$[a-z0-9]{16}\\$[a-f0-9]{32}`),
  // Chat and messaging.
  // Slack's formats as gitleaks lists them: numeric team/user ids, then the random part (bot,
  // user, legacy, workspace tokens); configuration and refresh tokens; app-level tokens.
  rule("slack-token", `${B}xox[abposre]-(?:\\d{1,2}-)?\\d{6,14}(?:-\\d{6,14}){0,3}-[A-Za-z0-9]{8,100}${E}`, {
    hint: "xox"
  }),
  rule("slack-token", `${B}xoxe(?:\\.xox[bp])?-\\d-[A-Za-z0-9]{140,170}${E}`, { hint: "xoxe" }),
  rule("slack-token", `${B}xapp-\\d-[A-Za-z0-9]{8,20}-\\d{8,16}-[A-Za-z0-9]{20,128}${E}`, { hint: "xapp-" }),
  rule(
    "slack-webhook",
    "(?<pre>(?:https?://)?hooks\\.slack\\.com/(?:services|workflows|triggers)/)(?<secret>[A-Za-z0-9_/+-]{20,300})",
    { hint: "hooks.slack.com", minEntropy: 3 }
  ),
  rule(
    "discord-webhook",
    "(?<pre>https://(?:[a-z]+\\.)?discord(?:app)?\\.com/api/(?:v\\d+/)?webhooks/\\d{5,30}/)(?<secret>[A-Za-z0-9_-]{30,200})",
    { hint: "discord" }
  ),
  rule("discord-bot-token", `${B}[MNO][A-Za-z0-9_-]{23,27}\\.[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27,40}${E}`, {
    validate: hasLettersAndDigits
  }),
  rule(
    "teams-webhook",
    `(?<pre>https://[A-Za-z0-9.-]{1,100}\\.(?:webhook\\.office\\.com/webhookb2|office(?:365)?\\.com/webhook)/)(?<secret>[^\\s"'<>]{20,400})`,
    { hint: "office" }
  ),
  rule("telegram-bot-token", `(?:(?<=/bot)|(?<![A-Za-z0-9_:-]))\\d{6,12}:AA[A-Za-z0-9_-]{33}${E}`, {
    hint: ":AA"
  }),
  rule("twilio-key", `${B}SK[0-9a-fA-F]{32}${E}`),
  rule("twilio-account-sid", `${B}AC[0-9a-f]{32}${E}`),
  rule("sendgrid-key", `${B}SG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}${E}`),
  rule("mailgun-key", `${B}key-[0-9a-f]{32}${E}`),
  rule("mailgun-key", `${B}[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8}${E}`),
  rule("mailchimp-key", `${B}[0-9a-f]{32}-us\\d{1,2}${E}`, { hint: "-us" }),
  rule("brevo-key", `${B}xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}${E}`),
  // Hosting, infrastructure, observability, SaaS.
  rule("shopify-token", `${B}shp(?:at|ca|pa|ss)_[A-Za-z0-9]{32,64}${E}`),
  rule("heroku-key", `${B}HRKU-[A-Za-z0-9_-]{40,80}${E}`),
  rule("digitalocean-token", `${B}do[opr]_v1_[a-f0-9]{64}${E}`),
  rule("vault-token", `${B}hv[sbr]\\.[A-Za-z0-9_-]{24,400}${E}`, { hint: "hv", minEntropy: 3.5 }),
  rule("vault-token", `(?<![A-Za-z0-9_.-])s\\.[A-Za-z0-9]{24}${E}`, {
    hint: "s.",
    validate: hasLettersAndDigits
  }),
  rule("sentry-dsn", "(?<pre>https?://)(?<secret>[a-f0-9]{32}(?::[a-f0-9]{32})?)(?=@)", { hint: "://" }),
  rule("sentry-token", "(?<![A-Za-z0-9_-])sntry[su]_[A-Za-z0-9+/=_-]{40,400}(?![A-Za-z0-9+/=_-])", {
    hint: "sntry"
  }),
  rule("linear-key", `${B}lin_(?:api|oauth)_[A-Za-z0-9]{40,48}${E}`),
  rule("notion-token", `${B}ntn_[A-Za-z0-9]{40,50}${E}`),
  rule("notion-token", `${B}secret_[A-Za-z0-9]{43}${E}`, { validate: hasLettersAndDigits }),
  rule("postman-key", `${B}PMAK-[a-f0-9]{24}-[a-f0-9]{34}${E}`),
  rule("newrelic-key", `${B}NRAK-[A-Z0-9]{27}${E}`),
  rule("grafana-token", `${B}glsa_[A-Za-z0-9]{32}_[a-f0-9]{8}${E}`),
  rule("grafana-token", "(?<![A-Za-z0-9_-])glc_[A-Za-z0-9+/=]{32,400}(?![A-Za-z0-9+/=_-])"),
  rule("doppler-token", `${B}dp\\.(?:pt|st|sa|ct|scim|audit)\\.[A-Za-z0-9]{40,50}${E}`),
  rule("pulumi-token", `${B}pul-[a-f0-9]{40}${E}`),
  rule("terraform-token", `${B}[A-Za-z0-9]{14}\\.atlasv1\\.[A-Za-z0-9_-]{60,70}${E}`, { hint: ".atlasv1." }),
  rule("supabase-token", `${B}sbp_[a-f0-9]{40}${E}`),
  rule("databricks-token", `${B}dapi[a-fA-F0-9]{32}(?:-\\d)?${E}`),
  rule("dynatrace-token", `${B}dt0c01\\.[A-Z0-9]{24}\\.[A-Z0-9]{64}${E}`),
  rule("mapbox-token", `${B}sk\\.eyJ[A-Za-z0-9_-]{20,1024}\\.[A-Za-z0-9_-]{20,200}${E}`),
  rule("planetscale-token", `${B}pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.-]{32,64}${E}`),
  rule("firebase-key", `${B}AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,200}${E}`),
  // Clouds.
  rule("aws-access-key-id", `${B}(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}${E}`),
  rule(
    "aws-secret-key",
    `(?<pre>(?:aws_?)?secret_?access_?key["']?[ \\t]{0,8}(?::=|=>|[:=])[ \\t]{0,8}["']?)(?<secret>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])`,
    { flags: "i" }
  ),
  rule(
    "azure-storage-key",
    "(?<pre>(?:AccountKey|SharedAccessKey)[ \\t]{0,8}=[ \\t]{0,8})(?<secret>[A-Za-z0-9+/=]{40,100})"
  ),
  rule("azure-sas-signature", "(?<pre>[?&;]sig=)(?<secret>[A-Za-z0-9%+/=]{20,200})"),
  rule(
    "azure-client-secret",
    "(?<![A-Za-z0-9_~.-])[A-Za-z0-9_~.-]{3}\\dQ~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])"
  ),
  ...VENDOR_RULES,
  ...NAMED_RULES,
  // Generic shapes. A URL's password is found after a `+` too: a diff line (`+postgres://…`).
  rule("jwt", `${B}eyJ[A-Za-z0-9_-]{8,8192}\\.eyJ[A-Za-z0-9_-]{8,8192}\\.[A-Za-z0-9_-]{8,1024}${E}`),
  rule(
    "password",
    `(?<pre>(?<![A-Za-z0-9.-])[a-zA-Z][a-zA-Z0-9+.-]{1,30}://[^\\s:/?#@'"\\[\\]<>]{0,256}:)(?<secret>[^\\s/?#@'"\\[\\]<>]{1,256})(?=@)`,
    { hint: "://", validate: (s, pre) => !isPlaceholderOrReference(s) && !isHostAndPort(pre, s) }
  ),
  rule("password", "(?<pre>\\blogin[ \\t]+\\S{1,256}[ \\t\\r\\n]+password[ \\t]+)(?<secret>\\S{1,512})", {
    validate: (s) => !isPlaceholderOrReference(s)
  }),
  rule(
    "authorization",
    `(?<pre>\\bauthorization["']?[ \\t]{0,8}[:=][ \\t]{0,8}["']?(?:(?:api-?)?token|bot|bearer|basic|digest)?[ \\t]{0,8})(?<secret>[A-Za-z0-9._~+/-]{8,4096}={0,2})`,
    { flags: "i", validate: (s) => hasLettersAndDigits(s) && !isPlaceholderOrReference(s) }
  ),
  rule("bearer-token", "(?<pre>\\b[Bb]earer[ \\t]{1,8})(?<secret>[A-Za-z0-9._~+/-]{16,4096}={0,2})", {
    validate: hasLettersAndDigits
  }),
  rule(
    "basic-auth",
    "(?<pre>\\b[Bb]asic[ \\t]{1,8})(?<secret>[A-Za-z0-9+/]{8,1024}={0,2})(?![A-Za-z0-9+/=])",
    {
      validate: isBasicCredential
    }
  ),
  rule(
    "docker-auth",
    `(?<pre>["']auth["'][ \\t]{0,8}:[ \\t]{0,8}["'])(?<secret>[A-Za-z0-9+/]{8,2048}={0,2})(?=["'])`,
    {
      validate: isBasicCredential
    }
  )
];

// src/security/secrets/secret-disguises.ts
var MIN_KNOWN_SECRET_LENGTH = 6;
var MAX_DISGUISED_LENGTH = 256;
var SEPARATOR2 = "[ \\t\\r\\n.,:-]{0,2}";
var SEPARATORS = /[ \t\r\n.,:-]+/g;
function squeezeSeparators(text) {
  return text.replace(SEPARATORS, "");
}
var escapeChar = (char) => char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function stableBase64(bytes, offset) {
  const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString("base64");
  const first = Math.ceil(offset * 8 / 6);
  const last = Math.floor((offset + bytes.length) * 8 / 6);
  return encoded.slice(first, last);
}
function disguises(value) {
  const bytes = Buffer.from(value, "utf8");
  const hex = bytes.toString("hex");
  const reversed = [...value].reverse().join("");
  const reversedBytes = Buffer.from(reversed, "utf8");
  const forms = [value, encodeURIComponent(value), reversed, hex, hex.toUpperCase()];
  forms.push(reversedBytes.toString("hex"), stableBase64(reversedBytes, 0));
  for (const offset of [0, 1, 2]) {
    const core = stableBase64(bytes, offset);
    forms.push(core, core.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return forms;
}
function knownSecretForms(knownSecrets) {
  const forms = /* @__PURE__ */ new Set();
  for (const secret of knownSecrets) {
    const multiLine = /[\r\n]/.test(secret);
    const values = [
      secret,
      secret.trim(),
      ...multiLine ? secret.split(/\r?\n/).map((line) => line.trim()) : []
    ];
    for (const value of values) {
      if (value.length < MIN_KNOWN_SECRET_LENGTH) continue;
      const spellings = multiLine || value.length > MAX_DISGUISED_LENGTH ? [value] : disguises(value);
      for (const form of spellings) if (form.length >= MIN_KNOWN_SECRET_LENGTH) forms.add(form);
    }
  }
  return [...forms].sort((a, b) => b.length - a.length);
}
function knownSecretPattern(forms) {
  if (forms.length === 0) return void 0;
  const alternatives = forms.map(
    (form) => [...form].map(escapeChar).join(form.length > MAX_DISGUISED_LENGTH ? "" : SEPARATOR2)
  );
  return new RegExp(`(\\[REDACTED:[a-z0-9-]{1,40}\\])|${alternatives.join("|")}`, "g");
}

// src/security/secrets/redact.ts
var MAX_PASSES = 4;
function applyRule(text, rule2) {
  if (rule2.hint !== void 0 && !text.includes(rule2.hint)) return text;
  rule2.pattern.lastIndex = 0;
  return text.replace(rule2.pattern, (...args) => {
    const match = String(args[0]);
    if (match.includes(REDACTED_PREFIX)) return match;
    const pre = namedGroup(args, "pre") ?? "";
    const secret = namedGroup(args, "secret") ?? match.slice(pre.length);
    if (rule2.validate && !rule2.validate(secret, pre)) return match;
    if (isPlaceholderToken(secret, rule2.minEntropy)) return match;
    return pre + marker(rule2.kind) + match.slice(pre.length + secret.length);
  });
}
var matcherCache = /* @__PURE__ */ new Map();
var MATCHER_CACHE_SIZE = 32;
function cachedKnownMatcher(knownSecrets) {
  if (knownSecrets.length === 0) return void 0;
  const key = knownSecrets.join("\0");
  if (matcherCache.has(key)) return matcherCache.get(key);
  const forms = knownSecretForms(knownSecrets);
  const pattern = knownSecretPattern(forms);
  const matcher = pattern === void 0 ? void 0 : { pattern, squeezed: forms.map(squeezeSeparators) };
  if (matcherCache.size >= MATCHER_CACHE_SIZE) matcherCache.clear();
  matcherCache.set(key, matcher);
  return matcher;
}
function replaceKnownForms(text, known) {
  if (known === void 0) return text;
  const squeezed = squeezeSeparators(text);
  if (!known.squeezed.some((form) => squeezed.includes(form))) return text;
  return text.replace(known.pattern, (_match, existing) => existing ?? marker("secret"));
}
function redactOnce(text, known) {
  let result = replaceKnownForms(text, known);
  result = redactPrivateKeys(result);
  result = redactKubernetesSecrets(result);
  result = redactCurlCredentials(result);
  for (const rule2 of SECRET_RULES) result = applyRule(result, rule2);
  return redactAssignments(result);
}
function redact(text, options) {
  if (text === "") return text;
  const known = cachedKnownMatcher(options?.knownSecrets ?? []);
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = redactOnce(current, known);
    if (next === current) return next;
    current = next;
  }
  return current;
}

// src/security/secrets/redactor.ts
function isPlainObject(value) {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
function createRedactor(knownSecrets) {
  const secrets = [...new Set(knownSecrets.filter((secret) => secret !== ""))];
  const options = { knownSecrets: secrets };
  const text = (input) => redact(input, options);
  const value = (input, depth = 0) => {
    if (typeof input === "string") return text(input);
    if (typeof input !== "object" || input === null || depth > 64) return input;
    if (Array.isArray(input)) return input.map((item) => value(item, depth + 1));
    if (!isPlainObject(input)) return input;
    return Object.fromEntries(Object.entries(input).map(([key, item]) => [key, value(item, depth + 1)]));
  };
  return { knownSecrets: secrets, text, value: (input) => value(input) };
}

// src/core/zod-issues.ts
function jsonPath(path) {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out === "" ? "(root)" : out;
}
function formatZodIssue(issue) {
  if (issue.code === "unrecognized_keys") {
    return `${jsonPath(issue.path)}: unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")}`;
  }
  return `${jsonPath(issue.path)}: ${issue.message}`;
}

export {
  jsonPath,
  formatZodIssue,
  HOST_PROFILES,
  permissionModeFor,
  hostOffersTool,
  redact,
  createRedactor
};
