/**
 * The credential formats {@link redact} recognises by shape. Each rule is one bounded regular
 * expression (no nested quantifiers, every repetition capped) so a megabyte of log is scanned
 * in linear time, and each is delimited by look-arounds instead of `\b`, so a token that ends
 * in `-` or `_` is still caught and a match never starts in the middle of a longer blob.
 *
 * A rule redacts its named group `secret` (or the whole match when there is none) and keeps
 * the groups `pre` and `post`, so `postgres://app:[REDACTED:password]@db:5432/app` stays
 * readable. `validate` rejects look-alikes a regex alone cannot (prose after `Bearer`).
 */
import { B, E, rule, type SecretRule } from "./secret-rule.js";
import { NAMED_RULES } from "./secret-patterns-named.js";
import { VENDOR_RULES } from "./secret-patterns-vendors.js";
import { hasLettersAndDigits, isBasicCredential, isPlaceholderOrReference } from "./secret-values.js";

export type { SecretRule } from "./secret-rule.js";

/**
 * True when `scheme://host:port@…` has a host and a port where a URL's user and password go
 * (`http://127.0.0.1:8080@example.com:443/`, a proxy written before the host): the "password"
 * is a port, not a secret, and redacting it would corrupt the URL in the model's view of its own
 * file (issue 26). A user that is not a host name keeps a numeric password redacted.
 */
function isHostAndPort(pre: string, secret: string): boolean {
  if (!/^\d{1,5}$/.test(secret) || Number(secret) > 65_535) return false;
  const user = pre.slice(pre.indexOf("://") + 3, -1);
  return /^(?:localhost|\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+)$/.test(user);
}

/** Rules in the order they run: the most specific shapes first. */
export const SECRET_RULES: readonly SecretRule[] = [
  rule("age-secret-key", `${B}AGE-SECRET-KEY-1[0-9A-Z]{58}${E}`),

  // Source forges and package registries.
  rule("github-token", `${B}gh[pousr]_[A-Za-z0-9]{36,251}${E}`),
  rule("github-token", `${B}github_pat_[A-Za-z0-9_]{22,255}${E}`),
  // gitleaks sets an entropy of 3 for every GitLab format: `glpat-XXXXXXXXXXX-XXXXXXXX` is a placeholder.
  rule(
    "gitlab-token",
    `${B}(?:glpat|glptt|glrt|gldt|glcbt|glft|glimt|glsoat|gloas|glagent|glffct|glwt)-[A-Za-z0-9_.-]{20,300}${E}`,
    { minEntropy: 3 },
  ),
  rule("gitlab-runner-token", `${B}GR1348941[A-Za-z0-9_-]{20,80}${E}`, { minEntropy: 3 }),
  rule("atlassian-token", `${B}A(?:TATT|TCTT|TBB)[A-Za-z0-9_=-]{24,400}${E}`, {
    validate: hasLettersAndDigits,
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
    validate: hasLettersAndDigits,
  }),
  rule("huggingface-token", `${B}(?:hf|api_org)_[A-Za-z0-9]{30,40}${E}`, {
    validate: (s) => /[a-z]/.test(s) && /[A-Z]/.test(s),
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
    hint: "xox",
  }),
  rule("slack-token", `${B}xoxe(?:\\.xox[bp])?-\\d-[A-Za-z0-9]{140,170}${E}`, { hint: "xoxe" }),
  rule("slack-token", `${B}xapp-\\d-[A-Za-z0-9]{8,20}-\\d{8,16}-[A-Za-z0-9]{20,128}${E}`, { hint: "xapp-" }),
  rule(
    "slack-webhook",
    "(?<pre>(?:https?://)?hooks\\.slack\\.com/(?:services|workflows|triggers)/)(?<secret>[A-Za-z0-9_/+-]{20,300})",
    { hint: "hooks.slack.com", minEntropy: 3 },
  ),
  rule(
    "discord-webhook",
    "(?<pre>https://(?:[a-z]+\\.)?discord(?:app)?\\.com/api/(?:v\\d+/)?webhooks/\\d{5,30}/)(?<secret>[A-Za-z0-9_-]{30,200})",
    { hint: "discord" },
  ),
  rule("discord-bot-token", `${B}[MNO][A-Za-z0-9_-]{23,27}\\.[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27,40}${E}`, {
    validate: hasLettersAndDigits,
  }),
  rule(
    "teams-webhook",
    "(?<pre>https://[A-Za-z0-9.-]{1,100}\\.(?:webhook\\.office\\.com/webhookb2|office(?:365)?\\.com/webhook)/)(?<secret>[^\\s\"'<>]{20,400})",
    { hint: "office" },
  ),
  rule("telegram-bot-token", `(?:(?<=/bot)|(?<![A-Za-z0-9_:-]))\\d{6,12}:AA[A-Za-z0-9_-]{33}${E}`, {
    hint: ":AA",
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
    validate: hasLettersAndDigits,
  }),
  rule("sentry-dsn", "(?<pre>https?://)(?<secret>[a-f0-9]{32}(?::[a-f0-9]{32})?)(?=@)", { hint: "://" }),
  rule("sentry-token", "(?<![A-Za-z0-9_-])sntry[su]_[A-Za-z0-9+/=_-]{40,400}(?![A-Za-z0-9+/=_-])", {
    hint: "sntry",
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
    "(?<pre>(?:aws_?)?secret_?access_?key[\"']?[ \\t]{0,8}(?::=|=>|[:=])[ \\t]{0,8}[\"']?)(?<secret>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])",
    { flags: "i" },
  ),
  rule(
    "azure-storage-key",
    "(?<pre>(?:AccountKey|SharedAccessKey)[ \\t]{0,8}=[ \\t]{0,8})(?<secret>[A-Za-z0-9+/=]{40,100})",
  ),
  rule("azure-sas-signature", "(?<pre>[?&;]sig=)(?<secret>[A-Za-z0-9%+/=]{20,200})"),
  rule(
    "azure-client-secret",
    "(?<![A-Za-z0-9_~.-])[A-Za-z0-9_~.-]{3}\\dQ~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])",
  ),

  ...VENDOR_RULES,
  ...NAMED_RULES,

  // Generic shapes. A URL's password is found after a `+` too: a diff line (`+postgres://…`).
  rule("jwt", `${B}eyJ[A-Za-z0-9_-]{8,8192}\\.eyJ[A-Za-z0-9_-]{8,8192}\\.[A-Za-z0-9_-]{8,1024}${E}`),
  rule(
    "password",
    "(?<pre>(?<![A-Za-z0-9.-])[a-zA-Z][a-zA-Z0-9+.-]{1,30}://[^\\s:/?#@'\"\\[\\]<>]{0,256}:)(?<secret>[^\\s/?#@'\"\\[\\]<>]{1,256})(?=@)",
    { hint: "://", validate: (s, pre) => !isPlaceholderOrReference(s) && !isHostAndPort(pre, s) },
  ),
  rule("password", "(?<pre>\\blogin[ \\t]+\\S{1,256}[ \\t\\r\\n]+password[ \\t]+)(?<secret>\\S{1,512})", {
    validate: (s) => !isPlaceholderOrReference(s),
  }),
  rule(
    "authorization",
    "(?<pre>\\bauthorization[\"']?[ \\t]{0,8}[:=][ \\t]{0,8}[\"']?(?:(?:api-?)?token|bot|bearer|basic|digest)?[ \\t]{0,8})(?<secret>[A-Za-z0-9._~+/-]{8,4096}={0,2})",
    { flags: "i", validate: (s) => hasLettersAndDigits(s) && !isPlaceholderOrReference(s) },
  ),
  rule("bearer-token", "(?<pre>\\b[Bb]earer[ \\t]{1,8})(?<secret>[A-Za-z0-9._~+/-]{16,4096}={0,2})", {
    validate: hasLettersAndDigits,
  }),
  rule(
    "basic-auth",
    "(?<pre>\\b[Bb]asic[ \\t]{1,8})(?<secret>[A-Za-z0-9+/]{8,1024}={0,2})(?![A-Za-z0-9+/=])",
    {
      validate: isBasicCredential,
    },
  ),
  rule(
    "docker-auth",
    "(?<pre>[\"']auth[\"'][ \\t]{0,8}:[ \\t]{0,8}[\"'])(?<secret>[A-Za-z0-9+/]{8,2048}={0,2})(?=[\"'])",
    {
      validate: isBasicCredential,
    },
  ),
];
