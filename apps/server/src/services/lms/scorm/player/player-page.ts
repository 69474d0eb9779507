import type { ScormVersion } from '../../../../platform/scorm/scorm-package.ts';
import { PLAYER_MESSAGE_TYPE, playerScriptPath, RUNTIMES } from './player-script.ts';
import type { PreviewItem } from './preview-items.ts';

/** JSON inside a <script> element: nothing in it can close the element or start a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The player's page for one grant: what it plays (the items, with their addresses relative to
 * this page), for whom (the origin its messages go to and come from), then its script.
 */
export function playerPage(version: ScormVersion, frameOrigin: string, items: PreviewItem[]): string {
  const { runtime, apiName, calls } = RUNTIMES[version];
  const config = {
    version,
    frameOrigin,
    runtime,
    apiName,
    calls,
    messageType: PLAYER_MESSAGE_TYPE,
    items: items.map(({ identifier, title, url }) => ({ identifier, title, url })),
  };
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>Pré-visualização SCORM</title>
<style>html,body{margin:0;height:100%;overflow:hidden;background:#fff}iframe{display:block;border:0;width:100%;height:100%}</style>
<script type="application/json" id="preview-config">${scriptJson(config)}</script>
<script src="${playerScriptPath(version)}" defer></script>
</head>
<body></body>
</html>
`;
}
