import { AspectRatio, Button, Text } from '@mantine/core';
import { roomVideo } from './room-video.ts';

/** The room's live video as the moderator watches it beside the chat. */
export function RoomVideoFrame({ title, externallink, liveid }: { title: string; externallink?: string | null; liveid?: string | null }) {
  const video = roomVideo(externallink, liveid);
  if (video.kind === 'none') return <Text c="dimmed">Nenhuma transmissão informada para esta sala.</Text>;
  if (video.kind === 'link') {
    return (
      <Button component="a" href={video.href} target="_blank" rel="noopener noreferrer" variant="light">
        Abrir transmissão
      </Button>
    );
  }
  return (
    <AspectRatio ratio={16 / 9}>
      <iframe
        src={video.src}
        title={`Transmissão: ${title}`}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        // The players refuse to play without knowing the embedding site (the page's own policy sends no referrer out).
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        style={{ border: 0 }}
      />
    </AspectRatio>
  );
}
