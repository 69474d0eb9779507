import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { ScormVersion } from '../../../../platform/scorm/scorm-package.ts';

/** What the back-office page receives from the player (one message per call, item and navigation), and sends it ('-launch'). */
export const PLAYER_MESSAGE_TYPE = 'scorm-preview';

/** The player's script for each version, on the content origin: the same for every grant, so cached by the browser. */
export const playerScriptPath = (version: ScormVersion) => `/player/scorm-${version}.js`;

interface Runtime {
  /** scorm-again's browser build, resolved where npm installed it (the server's bundle leaves npm packages external). */
  file: string;
  /** The constructor it defines. */
  runtime: string;
  /** Where SCOs look for it. */
  apiName: 'API' | 'API_1484_11';
  /** The API's calls, in SCORM's own names. */
  calls: Record<'initialize' | 'finish' | 'getValue' | 'setValue' | 'commit' | 'lastError' | 'errorString' | 'diagnostic', string>;
}

export const RUNTIMES: Record<ScormVersion, Runtime> = {
  '1.2': {
    file: 'scorm-again/scorm12/min',
    runtime: 'Scorm12API',
    apiName: 'API',
    calls: {
      initialize: 'LMSInitialize',
      finish: 'LMSFinish',
      getValue: 'LMSGetValue',
      setValue: 'LMSSetValue',
      commit: 'LMSCommit',
      lastError: 'LMSGetLastError',
      errorString: 'LMSGetErrorString',
      diagnostic: 'LMSGetDiagnostic',
    },
  },
  '2004': {
    file: 'scorm-again/scorm2004/min',
    runtime: 'Scorm2004API',
    apiName: 'API_1484_11',
    calls: {
      initialize: 'Initialize',
      finish: 'Terminate',
      getValue: 'GetValue',
      setValue: 'SetValue',
      commit: 'Commit',
      lastError: 'GetLastError',
      errorString: 'GetErrorString',
      diagnostic: 'GetDiagnostic',
    },
  },
};

/** player.js sits beside this file in the sources and beside the bundle in dist/ (build.mjs copies it). */
const PLAYER_FILE = fileURLToPath(new URL('./player.js', import.meta.url));

const built = new Map<ScormVersion, string>();

/** scorm-again's build for the version, then the player. */
export function playerScript(version: ScormVersion): string {
  let script = built.get(version);
  if (!script) {
    const library = fs.readFileSync(createRequire(import.meta.url).resolve(RUNTIMES[version].file), 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/m, '');
    script = `${library}\n${fs.readFileSync(PLAYER_FILE, 'utf8')}`;
    built.set(version, script);
  }
  return script;
}
