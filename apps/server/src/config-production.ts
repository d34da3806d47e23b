/** The settings production checks; a structural slice of the parsed environment. */
export interface ProductionSettings {
  BASE_URL?: string | undefined;
  SEED_DEMO_DATA?: boolean | undefined;
  FO_OIDC_ISSUER?: string | undefined;
  FO_OIDC_CLIENT_SECRET?: string | undefined;
  BO_OIDC_ISSUER?: string | undefined;
  BO_OIDC_CLIENT_SECRET?: string | undefined;
  LEGAL_REP_CHECK_URL?: string | undefined;
  FISCAL_CODE_CHECK_URL?: string | undefined;
  TRUST_PROXY?: string | undefined;
  ACCESSIBILITY_STATEMENT_URL?: string | undefined;
  SMTP_URL?: string | undefined;
  SMTP_FROM?: string | undefined;
}

/**
 * The messages name the applicants and carry their receipts: the connection is encrypted (smtps://, or STARTTLS
 * required) and the server's certificate checked, unless the relay is on this machine. nodemailer reads its
 * options from the URL's query, so options that would undo that are refused by name.
 */
function smtpProblems(url: string): string[] {
  const parsed = new URL(url);
  const local = ['127.0.0.1', '[::1]', 'localhost'].includes(parsed.hostname);
  const encrypted = parsed.protocol === 'smtps:' || parsed.searchParams.get('requireTLS') === 'true';
  const problems: string[] = [];
  if (!encrypted && !local)
    problems.push(
      'SMTP_URL must be encrypted: smtps://, or smtp:// with ?requireTLS=true (the messages name the applicants); only a relay on this host (127.0.0.1, ::1, localhost) may be plain smtp://',
    );
  for (const [name, value] of parsed.searchParams)
    if (
      (name === 'tls.rejectUnauthorized' && value === 'false') ||
      (name === 'ignoreTLS' && value === 'true')
    )
      problems.push(`SMTP_URL: ${name}=${value} would send the messages without checking the mail server`);
  return problems;
}

const isHttps = (url: string | undefined) => url !== undefined && new URL(url).protocol === 'https:';

/**
 * What makes a production start unsafe, one line each, naming the variable. Without real identity providers the
 * embedded development ones (every password `password`) would be the way in, so production has none to fall back
 * to: it refuses to start instead.
 */
export function productionProblems(settings: ProductionSettings): string[] {
  const problems: string[] = [];
  const require = (name: keyof ProductionSettings, why: string) => {
    if (!settings[name]) problems.push(`${name} is not set: ${why}`);
  };
  const requireHttps = (name: keyof ProductionSettings) => {
    const value = settings[name];
    if (typeof value === 'string' && !isHttps(value)) problems.push(`${name} must be an https URL`);
  };

  require('BASE_URL', 'the public https address of the portal (cookies, login redirects, links in e-mails)');
  requireHttps('BASE_URL');
  require('FO_OIDC_ISSUER', 'the issuer of the citizens’ SPID/CIE/eIDAS OpenID Connect gateway');
  require('FO_OIDC_CLIENT_SECRET', 'the portal’s client secret at the citizens’ identity gateway');
  require('BO_OIDC_ISSUER', 'the issuer of the staff identity provider');
  require('BO_OIDC_CLIENT_SECRET', 'the portal’s client secret at the staff identity provider');
  require('LEGAL_REP_CHECK_URL', 'the business registry service that confirms legal representatives');
  require('TRUST_PROXY', 'the reverse proxy that terminates https: its addresses (e.g. 10.0.0.5,10.0.0.6) or its hop count (e.g. 1)');
  // Production never starts the development mail sink: without a mail server no applicant would hear anything.
  require('SMTP_URL', 'the mail server that delivers the messages to the applicants (smtps://user:password@host:465)');
  require('SMTP_FROM', 'the sender of the messages to the applicants, e.g. "SUAP del Comune <suap@comune.example.it>"');
  if (settings.SMTP_URL) problems.push(...smtpProblems(settings.SMTP_URL));
  // Law 4/2004 and AgID's guidelines: a public administration's site links the declaration it published on
  // AgID's platform from every page; the portal's own page cannot stand in for it.
  require('ACCESSIBILITY_STATEMENT_URL', 'the accessibility declaration published on AgID’s platform (form.agid.gov.it)');
  for (const name of [
    'FO_OIDC_ISSUER',
    'BO_OIDC_ISSUER',
    'LEGAL_REP_CHECK_URL',
    'FISCAL_CODE_CHECK_URL',
  ] as const)
    requireHttps(name);
  if (settings.SEED_DEMO_DATA)
    problems.push(
      'SEED_DEMO_DATA is a development switch: demo citizens, staff and requests never enter production',
    );
  return problems;
}
