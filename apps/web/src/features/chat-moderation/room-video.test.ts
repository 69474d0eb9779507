import { describe, expect, it } from 'vitest';
import { roomVideo } from './room-video.ts';

const youtube = (id: string) => ({ kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${id}` });

describe('roomVideo', () => {
  it.each([
    'https://www.youtube.com/watch?v=jfKfPfyJRdk',
    'https://youtube.com/watch?v=jfKfPfyJRdk&t=42s',
    'https://m.youtube.com/watch?v=jfKfPfyJRdk',
    'https://youtu.be/jfKfPfyJRdk?si=abc',
    'https://www.youtube.com/live/jfKfPfyJRdk?feature=share',
    'https://www.youtube.com/embed/jfKfPfyJRdk',
    'https://www.youtube-nocookie.com/embed/jfKfPfyJRdk',
  ])('turns the YouTube address %s into its privacy-enhanced player', (link) => {
    expect(roomVideo(link, null)).toEqual(youtube('jfKfPfyJRdk'));
  });

  it('turns a Vimeo address into its player', () => {
    expect(roomVideo('https://vimeo.com/76979871', null)).toEqual({ kind: 'embed', src: 'https://player.vimeo.com/video/76979871' });
    expect(roomVideo('https://player.vimeo.com/video/76979871?h=1', null)).toEqual({ kind: 'embed', src: 'https://player.vimeo.com/video/76979871' });
  });

  it('frames any other https address as it is, and offers an http one as a link', () => {
    expect(roomVideo('https://eventos.example.com/sala/1', null)).toEqual({ kind: 'embed', src: 'https://eventos.example.com/sala/1' });
    expect(roomVideo('http://eventos.example.com/sala/1', null)).toEqual({ kind: 'link', href: 'http://eventos.example.com/sala/1' });
  });

  it('reads a liveid alone as a YouTube id, and the link wins over it', () => {
    expect(roomVideo(null, 'jfKfPfyJRdk')).toEqual(youtube('jfKfPfyJRdk'));
    expect(roomVideo('', ' jfKfPfyJRdk ')).toEqual(youtube('jfKfPfyJRdk'));
    expect(roomVideo('https://vimeo.com/1', 'jfKfPfyJRdk')).toEqual({ kind: 'embed', src: 'https://player.vimeo.com/video/1' });
    expect(roomVideo(null, 'https://youtu.be/jfKfPfyJRdk')).toEqual(youtube('jfKfPfyJRdk'));
  });

  it('shows nothing without a usable address, and never frames another scheme', () => {
    expect(roomVideo(null, null)).toEqual({ kind: 'none' });
    expect(roomVideo('  ', '')).toEqual({ kind: 'none' });
    expect(roomVideo('javascript:alert(1)', null)).toEqual({ kind: 'none' });
    expect(roomVideo('nao e um endereco', null)).toEqual({ kind: 'none' });
    expect(roomVideo('https://www.youtube.com/watch?v=<bad>', null)).toEqual({ kind: 'embed', src: 'https://www.youtube.com/watch?v=%3Cbad%3E' });
  });
});
