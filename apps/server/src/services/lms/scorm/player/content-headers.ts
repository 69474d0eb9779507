/**
 * What packages may load. Real packages pull scripts, styles and fonts from CDNs, fetch their own
 * files, start workers, and frame their own pages, so: their own origin, any https: address,
 * data: and blob:, inline and eval'd code. No source names the back-office (over plain http it is
 * outside https:; over https CSP cannot subtract one origin from https:, and the back-office
 * refuses any call coming from this origin anyway). Only the back-office page that asked for the
 * preview may frame the player, and the package's pages only inside it.
 */
export function contentSecurityPolicy(frameOrigin: string | null): string {
  const anywhere = "'self' https: data: blob:";
  return [
    `default-src ${anywhere}`,
    `script-src ${anywhere} 'unsafe-inline' 'unsafe-eval'`,
    `style-src ${anywhere} 'unsafe-inline'`,
    `img-src ${anywhere}`,
    `font-src ${anywhere}`,
    `media-src ${anywhere}`,
    `frame-src ${anywhere}`,
    `connect-src ${anywhere}`,
    `worker-src ${anywhere}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
    `frame-ancestors 'self'${frameOrigin ? ` ${frameOrigin}` : ''}`,
  ].join('; ');
}

/**
 * Headers of every answer of the content origin. No referrer leaves it: a package's requests to a
 * CDN would otherwise carry the grant's token in their Referer.
 */
export function contentHeaders(frameOrigin: string | null, cache: 'private, max-age=300' | 'no-store'): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(frameOrigin),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': cache,
  };
}
