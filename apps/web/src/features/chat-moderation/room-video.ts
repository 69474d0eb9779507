/** How the moderation screen shows a room's live video. */
export type RoomVideo = { kind: 'embed'; src: string } | { kind: 'link'; href: string } | { kind: 'none' };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const youtubeEmbed = (id: string): RoomVideo => ({ kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${id}` });

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** The video id of a YouTube address (watch?v=, youtu.be/, /live/, /embed/, /shorts/), or null. */
function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').slice(1);
    id = first === 'watch' ? url.searchParams.get('v') : ['live', 'embed', 'shorts'].includes(first ?? '') ? second : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'player.vimeo.com') return /^\/video\/(\d+)/.exec(url.pathname)?.[1] ?? null;
  if (host === 'vimeo.com') return /^\/(?:event\/)?(\d+)/.exec(url.pathname)?.[1] ?? null;
  return null;
}

/**
 * The room's externallink, else its liveid (a YouTube id, or an address): a YouTube or Vimeo
 * address becomes its player, any other https address is framed as it is; an address that cannot
 * be framed safely (http, or not an address) is offered as a link; nothing gives 'none'.
 */
export function roomVideo(externallink: string | null | undefined, liveid: string | null | undefined): RoomVideo {
  const link = externallink?.trim();
  const live = liveid?.trim();
  if (!link && live && YOUTUBE_ID.test(live)) return youtubeEmbed(live);
  const text = link || live;
  if (!text) return { kind: 'none' };
  const url = parseUrl(text);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return { kind: 'none' };
  const youtube = youtubeId(url);
  if (youtube) return youtubeEmbed(youtube);
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeo}` };
  // An http page inside an https back-office would be blocked as mixed content.
  return url.protocol === 'https:' ? { kind: 'embed', src: url.href } : { kind: 'link', href: url.href };
}
