/**
 * Vendor credential formats added to reach the public rule sets (gitleaks' default rules,
 * secretlint's recommended preset; issue 9, item 11), measured by the corpus in
 * `test/fixtures/secret-formats.ts`. Facts (prefixes, lengths, alphabets) come from those rule
 * sets; the expressions are ours, each bounded so scanning stays linear. A format that has no
 * prefix of its own is matched only next to the keyword the rule sets require (`plaid_client_id`).
 */
import { B, E, rule, type SecretRule } from "./secret-rule.js";
import { hasLettersAndDigits } from "./secret-values.js";

const mixedCase = (s: string): boolean => /[a-z]/.test(s) && /[A-Z]/.test(s) && /\d/.test(s);

const SECP256K1_ORDER = BigInt("0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141");

/** True when 64 hex digits are a valid secp256k1 private key (0 < k < n). */
function isSecp256k1Key(hex: string): boolean {
  const key = BigInt(`0x${hex}`);
  return key > 0n && key < SECP256K1_ORDER;
}

/** True when `text` is base64 of a JSON Web Token (`eyJ….eyJ….sig`). */
function isBase64Jwt(text: string): boolean {
  const decoded = Buffer.from(text, "base64").toString("latin1");
  return /^eyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}/.test(decoded);
}

// Providers whose client/app identifiers the rule sets treat as half of a credential pair.
const ID_PROVIDERS =
  "adobe|asana|bitbucket|discord|linkedin|looker|messagebird|plaid|sendbird|sumo(?:logic)?|new_?relic|twitter|dropbox|okta|auth0";

/** Rules in the order they run (after the forge and AI-provider rules, before generic shapes). */
export const VENDOR_RULES: readonly SecretRule[] = [
  rule(
    "1password-secret-key",
    `${B}A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})(?:-[A-Z0-9]{5}){3}${E}`,
  ),
  rule("1password-token", `${B}ops_eyJ[A-Za-z0-9+/]{250,8192}={0,3}`, { hint: "ops_eyJ" }),
  rule("adobe-secret", `${B}p8e-[A-Za-z0-9]{32}${E}`, { validate: hasLettersAndDigits }),
  rule("alibaba-key", `${B}LTAI[A-Za-z0-9]{20}${E}`),
  // Okta API tokens have no prefix of their own beyond `00`: gitleaks matches them after the word
  // "okta" in the name, whatever the rest of the name says (`OKTA_API=00…`).
  rule(
    "okta-token",
    `(?<pre>okta[A-Za-z0-9_.-]{0,20}["']?[ \\t]{0,8}(?::=|=>|[:=])[ \\t]{0,8}["']?)(?<secret>00[A-Za-z0-9_=-]{40})${E}`,
    { flags: "i" },
  ),
  // Vercel's prefixed tokens: personal (vcp_), integration (vci_), app (vca_), refresh (vcr_), keys (vck_).
  rule("vercel-token", `${B}vc[aikpr]_[A-Za-z0-9]{24,128}${E}`, { validate: hasLettersAndDigits }),
  rule("artifactory-key", `${B}AKCp[A-Za-z0-9]{69}${E}`),
  rule("artifactory-token", `${B}cmVmd[A-Za-z0-9]{59}${E}`),
  rule(
    "authress-key",
    `${B}(?:sc|ext|scauth|authress)_[a-z0-9]{5,30}\\.[a-z0-9]{4,6}\\.acc[_-][a-z0-9-]{10,32}\\.[A-Za-z0-9+/_=-]{30,120}(?![A-Za-z0-9+/_=-])`,
    { flags: "i" },
  ),
  rule("aws-bedrock-key", `${B}ABSK[A-Za-z0-9+/]{109,269}={0,2}(?![A-Za-z0-9+/=])`),
  rule("clickhouse-key", `${B}4b1d[A-Za-z0-9]{38}${E}`, { validate: mixedCase }),
  // Cloudflare's prefixed tokens (secretlint, trufflehog v2): user and account API tokens, global keys.
  rule("cloudflare-token", `${B}cf(?:ut|at|k)_[A-Za-z0-9]{40,52}${E}`, { validate: hasLettersAndDigits }),
  rule("clojars-token", `${B}CLOJARS_[a-z0-9]{60}${E}`, { flags: "i" }),
  rule("cloudflare-origin-ca-key", `${B}v1\\.0-[a-f0-9]{24}-[a-f0-9]{146}${E}`),
  rule("dropbox-token", `(?<![A-Za-z0-9_.-])sl\\.[A-Za-z0-9_=-]{130,160}(?![A-Za-z0-9_=-])`, {
    validate: hasLettersAndDigits,
  }),
  rule("duffel-token", `${B}duffel_(?:test|live)_[A-Za-z0-9_=-]{43}${E}`),
  rule("easypost-key", `${B}EZ[AT]K[A-Za-z0-9]{54}${E}`),
  rule("facebook-token", `${B}\\d{15,16}(?:\\||%7C)[A-Za-z0-9_-]{27,40}${E}`, {
    validate: hasLettersAndDigits,
  }),
  rule("facebook-token", `${B}EAA[MC][A-Za-z0-9]{100,1024}${E}`, { validate: hasLettersAndDigits }),
  rule("flutterwave-key", `${B}FLW(?:PUBK|SECK)(?:_TEST)?-[a-h0-9]{32}-X${E}`),
  rule("flutterwave-key", `${B}FLWSECK_TEST[a-h0-9]{12}${E}`),
  rule("flyio-token", `${B}fo1_[A-Za-z0-9_-]{43}${E}`),
  rule("flyio-token", `${B}fm(?:1[ar]|2)_[A-Za-z0-9+/]{100,8192}={0,3}(?![A-Za-z0-9+/=])`),
  rule("frameio-token", `${B}fio-u-[A-Za-z0-9_=-]{64}${E}`),
  rule("gitlab-session", "(?<pre>_gitlab_session=)(?<secret>[0-9a-z]{32})(?![0-9a-z])", {
    hint: "_gitlab_session",
  }),
  rule("grafana-token", `${B}eyJrIjoi[A-Za-z0-9]{70,400}={0,3}(?![A-Za-z0-9=])`),
  rule("harness-key", `${B}(?:pat|sat)\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9]{24}\\.[A-Za-z0-9]{20}${E}`),
  rule("infracost-token", `${B}ico-[A-Za-z0-9]{32}${E}`, { validate: hasLettersAndDigits }),
  rule("intra42-secret", `${B}s-s4t2(?:ud|af)-[a-f0-9]{64}${E}`),
  rule("jwt", `(?<![A-Za-z0-9+/])ZXlK[A-Za-z0-9+/]{40,8192}={0,2}(?![A-Za-z0-9+/=])`, {
    validate: isBase64Jwt,
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
    `${B}access-(?:sandbox|development|production)-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}${E}`,
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
    "(?<pre>BUNDLE_(?:ENTERPRISE|GEMS)__CONTRIBSYS__COM[\"']?[ \\t]{0,8}[=:][ \\t]{0,8}[\"']?)(?<secret>[a-f0-9]{8}:[a-f0-9]{8})",
    { flags: "i", hint: "CONTRIBSYS" },
  ),
  rule("sourcegraph-token", `${B}sgp_(?:(?:[a-fA-F0-9]{16}|local)_)?[a-fA-F0-9]{40}${E}`, { minEntropy: 3 }),
  // A secp256k1 private key written as 0x + 64 hex (secretlint's rule): a valid key is non-zero
  // and below the curve order. A bare 64-hex string is left alone: it is far more often a SHA-256.
  rule("secp256k1-private-key", "(?<pre>(?<![A-Za-z0-9_])0x)(?<secret>[a-fA-F0-9]{64})(?![A-Za-z0-9_])", {
    hint: "0x",
    validate: isSecp256k1Key,
  }),
  rule("yandex-token", `${B}t1\\.[A-Za-z0-9_-]{10,200}={0,2}\\.[A-Za-z0-9_-]{86}={0,2}(?![A-Za-z0-9_=-])`),
  rule("yandex-key", `${B}AQVN[A-Za-z0-9_-]{35,38}${E}`, { validate: hasLettersAndDigits }),
  rule("yandex-key", `${B}YC[A-Za-z0-9_-]{38}${E}`, { validate: mixedCase }),

  // Context: NuGet's cleartext password element (`curl -u` is curl-credentials.ts).
  rule(
    "password",
    "(?<pre><add[ \\t]{1,8}key=[\"']ClearTextPassword[\"'][ \\t]{1,8}value=[\"'])(?<secret>[^\"'\\r\\n]{1,512})(?=[\"'])",
    { flags: "i", hint: "ClearTextPassword" },
  ),
  // Client and app identifiers that the rule sets pair with a provider's secret.
  rule(
    "client-id",
    `(?<pre>(?:${ID_PROVIDERS})[A-Za-z0-9_.-]{0,20}(?:client|access|app|api)[_-]?id["']?[ \\t]{0,8}(?::=|=>|[:=])[ \\t]{0,8}["']?)(?<secret>[A-Za-z0-9_.-]{8,100})`,
    { flags: "i", validate: (s) => /\d/.test(s) },
  ),
];
