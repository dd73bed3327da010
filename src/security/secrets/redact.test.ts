import { describe, expect, it } from "vitest";
import { redact } from "./redact.js";

// FAKE credentials, generated so that no real-looking secret is committed (and scanners stay
// quiet): a seeded PRNG draws from each format's alphabet, prefixes are concatenated at run time.
let seed = 0x5eed;
function random(alphabet: string, length: number): string {
  let out = "";
  for (let i = 0; i < length; i += 1) {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    const index = ((t ^ (t >>> 14)) >>> 0) % alphabet.length;
    out += alphabet[index];
  }
  return out;
}
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";
const ALNUM = UPPER + LOWER + DIGITS;
const URLSAFE = ALNUM + "_-";
const B64 = ALNUM + "+/";
const HEX = "0123456789abcdef";
const LOWERNUM = LOWER + DIGITS;
const alnum = (n: number): string => random(ALNUM, n);
const hex = (n: number): string => random(HEX, n);
const uuid = (): string => [hex(8), hex(4), "4" + hex(3), "a" + hex(3), hex(12)].join("-");
const p = (...parts: string[]): string => parts.join("");

// [kind, secret, context]: `%s` in the context is where the secret goes; the expected output
// is the context with `[REDACTED:kind]` there, so the test also pins what must stay readable.
type Case = readonly [kind: string, secret: string, context: string];

const providers: readonly Case[] = [
  ["github-token", p("gh", "p_", alnum(36)), "export GH_TOKEN=%s"],
  ["github-token", p("gh", "o_", alnum(36)), "oauth: %s,"],
  ["github-token", p("gh", "u_", alnum(36)), "user-to-server %s"],
  ["github-token", p("gh", "s_", alnum(36)), "git clone https://x-access-token:%s@github.com/o/r.git"],
  ["github-token", p("gh", "r_", alnum(76)), "refresh=%s"],
  ["github-token", p("github", "_pat_", alnum(22), "_", alnum(59)), "Authorization: token %s"],
  ["gitlab-token", p("gl", "pat-", random(URLSAFE, 20)), "PRIVATE-TOKEN: %s"],
  ["gitlab-token", p("gl", "ptt-", hex(40)), "curl -F token=%s"],
  ["gitlab-token", p("gl", "rt-", random(URLSAFE, 20)), "runner token %s registered"],
  ["gitlab-runner-token", p("GR", "1348941", random(URLSAFE, 20)), "--registration-token %s"],
  ["atlassian-token", p("ATA", "TT3xFfGF0", random(URLSAFE, 150), "=", hex(8)), "JIRA_API=%s"],
  ["atlassian-token", p("AT", "BB", alnum(32)), "bitbucket app password %s"],
  ["npm-token", p("np", "m_", alnum(36)), "//registry.npmjs.org/:_authToken=%s"],
  ["pypi-token", p("pyp", "i-AgEIcHlwaS5vcmc", random(URLSAFE, 70)), "password = %s"],
  ["rubygems-key", p("ruby", "gems_", hex(48)), ":rubygems_api_key: %s"],
  ["nuget-key", p("oy", "2", random(LOWERNUM, 43)), "dotnet nuget push -k %s"],
  ["docker-token", p("dckr", "_pat_", random(URLSAFE, 27)), "docker login -p %s"],
  ["circleci-token", p("CCI", "PAT_", alnum(22), "_", hex(40)), "Circle-Token: %s"],
  ["anthropic-key", p("sk-", "ant-api03-", random(URLSAFE, 93), "AA"), "x-api-key: %s"],
  ["openai-key", p("sk-", "proj-", random(URLSAFE, 74), "T3Blbk", "FJ", random(URLSAFE, 74)), "OPENAI=%s"],
  ["openai-key", p("sk-", alnum(20), "T3Blbk", "FJ", alnum(20)), "key %s."],
  ["huggingface-token", p("h", "f_", random(UPPER + LOWER, 34)), "HF %s"],
  ["google-api-key", p("AI", "za", random(URLSAFE, 35)), "https://maps.googleapis.com/x?key=%s&q=1"],
  ["google-oauth-token", p("ya", "29.", random(URLSAFE, 120)), "access %s"],
  ["google-oauth-secret", p("GOC", "SPX-", random(URLSAFE, 28)), "client %s"],
  ["groq-key", p("gs", "k_", alnum(52)), "GROQ %s"],
  ["replicate-token", p("r", "8_", alnum(37)), "replicate %s"],
  ["perplexity-key", p("ppl", "x-", alnum(48)), "pplx %s"],
  ["xai-key", p("xa", "i-", alnum(80)), "grok %s"],
  ["langsmith-key", p("lsv", "2_pt_", hex(32), "_", hex(10)), "LANGSMITH %s"],
  ["stripe-key", p("sk", "_live_", alnum(24)), "Stripe::Key %s"],
  ["stripe-key", p("sk", "_test_", alnum(99)), "stripe(%s)"],
  ["stripe-key", p("rk", "_live_", alnum(24)), "restricted %s"],
  ["stripe-webhook-secret", p("wh", "sec_", alnum(32)), "endpoint secret %s"],
  ["square-token", p("sq0", "atp-", random(URLSAFE, 22)), "square %s"],
  ["square-token", p("sq0", "csp-", random(URLSAFE, 43)), "square %s"],
  ["square-token", p("EA", "AA", alnum(60)), "Bearer-less %s"],
  ["braintree-token", p("access", "_token$production$", random(LOWERNUM, 16), "$", hex(32)), "BT=%s"],
  ["slack-token", p("xo", "xb-", random(DIGITS, 12), "-", random(DIGITS, 13), "-", alnum(24)), "SLACK %s"],
  ["slack-token", p("xo", "xp-", random(DIGITS, 12), "-", random(DIGITS, 12), "-", hex(32)), "user %s"],
  ["slack-token", p("xa", "pp-1-A", random(DIGITS, 10), "-", random(DIGITS, 13), "-", hex(64)), "socket %s"],
  [
    "slack-webhook",
    p("T", random(UPPER, 8), "/B", random(UPPER, 8), "/", alnum(24)),
    "https://hooks.slack.com/services/%s",
  ],
  ["discord-webhook", random(URLSAFE, 68), "https://discord.com/api/webhooks/123456789012345678/%s"],
  ["discord-bot-token", p("M", alnum(25), ".", random(URLSAFE, 6), ".", random(URLSAFE, 38)), "Bot %s"],
  [
    "teams-webhook",
    p(uuid(), "@", uuid(), "/IncomingWebhook/", hex(32), "/", uuid()),
    "https://contoso.webhook.office.com/webhookb2/%s",
  ],
  [
    "telegram-bot-token",
    p("123456789:", "AA", random(URLSAFE, 33)),
    "https://api.telegram.org/bot%s/sendMessage",
  ],
  ["twilio-key", p("S", "K", hex(32)), "twilio %s"],
  ["twilio-account-sid", p("A", "C", hex(32)), "sid %s"],
  ["sendgrid-key", p("S", "G.", random(URLSAFE, 22), ".", random(URLSAFE, 43)), "SENDGRID %s"],
  ["mailgun-key", p("ke", "y-", hex(32)), "api:%s"],
  ["mailchimp-key", p(hex(32), "-us", "6"), "mc %s"],
  ["brevo-key", p("xkey", "sib-", hex(64), "-", alnum(16)), "brevo %s"],
  ["shopify-token", p("shp", "at_", hex(32)), "X-Shopify-Access-Token: %s"],
  ["heroku-key", p("HR", "KU-AA", random(URLSAFE, 58)), "heroku %s"],
  ["digitalocean-token", p("do", "p_v1_", hex(64)), "doctl auth init -t %s"],
  ["vault-token", p("hv", "s.", random(URLSAFE, 90)), "X-Vault-Token: %s"],
  ["sentry-dsn", hex(32), "SENTRY_DSN=https://%s@o123456.ingest.sentry.io/4504"],
  ["sentry-token", p("sntr", "ys_", random(B64, 80), "=="), "sentry %s"],
  ["linear-key", p("lin", "_api_", alnum(40)), "linear %s"],
  ["notion-token", p("nt", "n_", alnum(46)), "notion %s"],
  ["postman-key", p("PM", "AK-", hex(24), "-", hex(34)), "postman %s"],
  ["newrelic-key", p("NR", "AK-", random(UPPER + DIGITS, 27)), "newrelic %s"],
  ["grafana-token", p("gl", "sa_", alnum(32), "_", hex(8)), "grafana %s"],
  ["doppler-token", p("dp", ".pt.", alnum(43)), "doppler %s"],
  ["pulumi-token", p("pu", "l-", hex(40)), "pulumi %s"],
  ["terraform-token", p(alnum(14), ".atlas", "v1.", random(URLSAFE, 67)), "tfc %s"],
  ["supabase-token", p("sb", "p_", hex(40)), "supabase %s"],
  ["databricks-token", p("da", "pi", hex(32)), "databricks %s"],
  ["dynatrace-token", p("dt0", "c01.", random(UPPER + DIGITS, 24), ".", random(UPPER + DIGITS, 64)), "dt %s"],
  ["mapbox-token", p("sk", ".eyJ", alnum(60), ".", random(URLSAFE, 22)), "mapbox %s"],
  ["planetscale-token", p("pscale", "_tkn_", alnum(43)), "pscale %s"],
  ["firebase-key", p("AA", "AA", random(URLSAFE, 7), ":APA91b", random(URLSAFE, 134)), "fcm %s"],
  ["age-secret-key", p("AGE-SECRET", "-KEY-1", random(UPPER + DIGITS, 58)), "age %s"],
  ["aws-access-key-id", p("AK", "IA", random(UPPER + DIGITS, 16)), "aws_access_key_id = %s"],
  ["aws-access-key-id", p("AS", "IA", random(UPPER + DIGITS, 16)), '"AccessKeyId": "%s",'],
  ["aws-secret-key", random(B64, 40), "aws_secret_access_key = %s"],
  ["aws-secret-key", random(B64, 40), '"SecretAccessKey": "%s",'],
  [
    "azure-storage-key",
    p(random(B64, 86), "=="),
    "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=%s;EndpointSuffix=core.windows.net",
  ],
  [
    "azure-storage-key",
    p(random(B64, 43), "="),
    "Endpoint=sb://ns.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey=%s",
  ],
  [
    "azure-sas-signature",
    p(random(ALNUM, 30), "%2B", random(ALNUM, 10), "%3D"),
    "https://acct.blob.core.windows.net/c?sv=2022-11-02&sp=r&sig=%s",
  ],
  ["azure-client-secret", p(alnum(3), "8Q~", random(URLSAFE + "~.", 34)), "AZURE_CLIENT=%s"],
  ["jwt", p("eyJhbGciOiJIUzI1NiJ9", ".eyJ", random(URLSAFE, 40), ".", random(URLSAFE, 43)), "token %s"],
  ["bearer-token", p(alnum(40)), "curl -H 'X-Auth: Bearer %s'"],
  ["authorization", p(alnum(40)), "Authorization: Bearer %s"],
  ["basic-auth", Buffer.from("deploy:" + alnum(20)).toString("base64"), "proxy: Basic %s"],
  ["docker-auth", Buffer.from("bot:" + alnum(24)).toString("base64"), '{"auths":{"ghcr.io":{"auth":"%s"}}}'],
];

const urlPasswords: readonly Case[] = [
  ["password", alnum(16), "DATABASE_URL=postgres://app:%s@db.internal:5432/app?sslmode=require"],
  ["password", alnum(16), "mongodb+srv://admin:%s@cluster0.abcde.mongodb.net/test"],
  ["password", alnum(16), "REDIS_URL=redis://:%s@cache:6379/0"],
  ["password", alnum(16), "amqp://guest:%s@rabbit:5672/vhost"],
  ["password", p("pass", alnum(10)), "https://alice:%s@git.example.com/repo.git"],
  ["password", alnum(12), "mysql://root:%s@127.0.0.1/db"],
  ["password", alnum(12), "machine github.com login bot password %s"],
];

const assignments: readonly Case[] = [
  ["password", "Summer2024!", "DB_PASSWORD=%s"],
  ["password", "Tr0ub4dor&3", 'password: "%s"'],
  ["password", "c0rrect-h0rse", "spring.datasource.password=%s"],
  ["password", alnum(14), '{"user":"app","password":"%s"}'],
  ["password", alnum(14), "Server=db;User Id=app;Password=%s;Database=app"],
  ["password", alnum(14), "mysql --password %s -h db"],
  ["password", alnum(14), "<password>%s</password>"],
  ["password", alnum(14), 'String s = "{\\"password\\": \\"%s\\"}";'],
  ["secret", alnum(32), "client_secret: %s"],
  ["secret", alnum(32), "JWT_SECRET='%s'"],
  ["token", alnum(40), "https://api.example.com/v1/items?access_token=%s&page=2"],
  ["token", hex(40), "CIRCLE_TOKEN=%s"],
  ["token", alnum(22), "travis login --github-token %s"],
  ["token", alnum(40), "cohere_token := %s"],
  ["api-key", alnum(32), "DD_API_KEY=%s"],
  ["api-key", uuid(), "HEROKU_API_KEY=%s"],
  ["api-key", alnum(40), "x-api-key: %s"],
  ["api-key", random(LOWER + UPPER, 40), "secret_key_value: nope\nSECRET_KEY=%s"],
];

function expectRedacted(kind: string, secret: string, context: string): void {
  const input = context.replace("%s", () => secret);
  const expected = context.replace("%s", () => `[REDACTED:${kind}]`);
  expect(redact(input)).toBe(expected);
  expect(redact(expected)).toBe(expected);
}

describe("redact: credential shapes", () => {
  it.each(providers)("redacts %s: %s", expectRedacted);
  it("covers at least 40 providers", () => {
    expect(new Set(providers.map(([kind]) => kind.split("-")[0])).size).toBeGreaterThanOrEqual(40);
  });
});

describe("redact: passwords in URLs and connection strings keep the rest readable", () => {
  it.each(urlPasswords)("redacts %s in %s", (kind, secret, context) => expectRedacted(kind, secret, context));
});

describe("redact: secret-named assignments with secret-looking values", () => {
  it.each(assignments)("redacts %s: %s", (kind, secret, context) => expectRedacted(kind, secret, context));
});

describe("redact: private keys", () => {
  const body = Array.from({ length: 6 }, () => random(B64, 64)).join("\n");
  it.each([
    "RSA PRIVATE KEY",
    "PRIVATE KEY",
    "EC PRIVATE KEY",
    "OPENSSH PRIVATE KEY",
    "ENCRYPTED PRIVATE KEY",
    "DSA PRIVATE KEY",
    "PGP PRIVATE KEY BLOCK",
  ])("redacts a whole %s block, multi-line", (label) => {
    const key = `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`;
    expect(redact(`before\n${key}\nafter`)).toBe("before\n[REDACTED:private-key]\nafter");
  });

  it("redacts a key with encryption headers", () => {
    const key = `-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,${hex(32).toUpperCase()}\n\n${body}\n-----END RSA PRIVATE KEY-----`;
    expect(redact(key)).toBe("[REDACTED:private-key]");
  });

  it("redacts a service-account JSON private_key with escaped newlines", () => {
    const escaped = `-----BEGIN PRIVATE KEY-----\\n${body.replace(/\n/g, "\\n")}\\n-----END PRIVATE KEY-----\\n`;
    const json = `{"type": "service_account", "private_key_id": "${hex(40)}", "private_key": "${escaped}", "client_email": "ci@proj.iam.gserviceaccount.com"}`;
    const out = redact(json);
    expect(out).toContain('"private_key": "[REDACTED:private-key]\\n"');
    expect(out).toContain('"client_email": "ci@proj.iam.gserviceaccount.com"');
    expect(out).not.toContain(body.slice(0, 20));
  });

  it("redacts a truncated key that lost its END line", () => {
    expect(redact(`-----BEGIN OPENSSH PRIVATE KEY-----\n${body}`)).toBe("[REDACTED:private-key]");
  });
});
