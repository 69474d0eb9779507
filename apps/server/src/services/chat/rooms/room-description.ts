import type { IOptions } from 'sanitize-html';

/**
 * What a room's rich description may keep: the formatting of the room form's editor. Anything
 * else goes, with the content of script, style and frames; links may only lead to web or mail
 * addresses and never carry the opener to the page they open.
 */
const OPTIONS: IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), ...(attribs.target ? { target: '_blank' } : {}), rel: 'noopener noreferrer' },
    }),
  },
};

/** The description as stored: sanitised, null when nothing readable is left. */
export async function sanitizeRoomDescription(html: string | null): Promise<string | null> {
  if (!html) return null;
  // sanitize-html (about 15 MB resident with its parser) loads with the first room saved.
  const { default: sanitizeHtml } = await import('sanitize-html');
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean && sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim() ? clean : null;
}
