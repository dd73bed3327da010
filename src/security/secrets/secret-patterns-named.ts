/**
 * Credentials that have no shape of their own and are recognised by the provider named next to
 * them (issue 26): a Cloudflare global key is 37 hex digits, an Okta token `00` + 40 characters,
 * a Datadog key 32 or 40 alphanumerics. The public rule sets match these "semi-generic" formats
 * after the provider's name (gitleaks' `GenerateSemiGenericRegex`, trufflehog's keyword prefix);
 * this rule does the same for the providers they list: the provider's name, up to 20 more
 * name characters (`cloudflare_global_api_key`, `razorpay token`), a separator (`=`, `:`, `=>`,
 * `-`) and a token-like value that mixes letters and digits and is random enough.
 */
import { E, rule, type SecretRule } from "./secret-rule.js";
import { hasLettersAndDigits, isPlaceholderOrReference, shannonEntropy } from "./secret-values.js";

// Providers whose keys gitleaks and trufflehog find only after the provider's name, written as
// `okta`, `OKTA` or `Okta`, and ending there (`oktaToken`, `OKTA_TOKEN`, not `lobby`, `LOBBY`).
const PROVIDERS = [
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
  "zendesk",
]
  .flatMap((name) => [name, name.toUpperCase(), name.charAt(0).toUpperCase() + name.slice(1)])
  .join("|");

/** A value that mixes letters and digits and is not a placeholder, a reference or a low-entropy run. */
function isNamedSecret(value: string): boolean {
  return hasLettersAndDigits(value) && !isPlaceholderOrReference(value) && shannonEntropy(value) >= 3;
}

/** Rules in the order they run (after the vendor rules, before the generic shapes). */
export const NAMED_RULES: readonly SecretRule[] = [
  rule(
    "api-key",
    `(?<pre>(?<![A-Za-z0-9])(?:${PROVIDERS})(?![a-z]|(?<=[A-Z])[A-Z])[\\w .-]{0,20}?["']?[ \\t]{0,8}(?::=|=>|[:=]|-)[ \\t]{0,8}["'\`]?)(?<secret>[A-Za-z0-9_=-]{16,100})(?![.]?[A-Za-z0-9_=-])`,
    { validate: isNamedSecret },
  ),
  // Telegram bot tokens: the bot's numeric id, `:`, 35 random characters (trufflehog's format);
  // anywhere near the word telegram, or in a Bot API URL.
  rule(
    "telegram-bot-token",
    `(?<pre>(?:(?<=/bot)|telegram[\\w .:"'=-]{0,40}?(?<![0-9])))(?<secret>\\d{5,16}:A[A-Za-z0-9_-]{34})${E}`,
    { flags: "i", validate: hasLettersAndDigits },
  ),
  rule(
    "zapier-webhook",
    "(?<pre>https://hooks\\.zapier\\.com/hooks/catch/)(?<secret>[A-Za-z0-9]{4,12}/[A-Za-z0-9]{4,12})/?",
    { hint: "hooks.zapier.com", validate: (s) => /\d/.test(s) },
  ),
];
