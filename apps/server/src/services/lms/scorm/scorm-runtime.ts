import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { ScormVersion } from '../../../platform/scorm/scorm-package.ts';

/** The name the runtime has in a grant's folder (the package's own files are beside it). */
export const RUNTIME_FILE = '__runtime.js';

/** What the preview screen receives from the frame, one message per call of the package. */
export const RUNTIME_MESSAGE_TYPE = 'scorm-preview';

const DIST: Record<ScormVersion, { file: string; global: string }> = {
  '1.2': { file: 'scorm-again/scorm12/min', global: 'Scorm12API' },
  '2004': { file: 'scorm-again/scorm2004/min', global: 'Scorm2004API' },
};

/**
 * The calls of each version's API object, in SCORM's own names. The bridge below reports every
 * one but the error lookups, which it makes itself after each call.
 */
const CALLS: Record<ScormVersion, Record<'initialize' | 'finish' | 'getValue' | 'setValue' | 'commit' | 'lastError' | 'errorString' | 'diagnostic', string>> = {
  '1.2': {
    initialize: 'LMSInitialize',
    finish: 'LMSFinish',
    getValue: 'LMSGetValue',
    setValue: 'LMSSetValue',
    commit: 'LMSCommit',
    lastError: 'LMSGetLastError',
    errorString: 'LMSGetErrorString',
    diagnostic: 'LMSGetDiagnostic',
  },
  '2004': {
    initialize: 'Initialize',
    finish: 'Terminate',
    getValue: 'GetValue',
    setValue: 'SetValue',
    commit: 'Commit',
    lastError: 'GetLastError',
    errorString: 'GetErrorString',
    diagnostic: 'GetDiagnostic',
  },
};

/**
 * Runs in the package's sandboxed frame, after scorm-again: the SCO looks for `API` (1.2) or
 * `API_1484_11` (2004) on its own window first, where this puts it, since its parents are of
 * another origin. Data stays in memory (no commit URL); each call goes to the back-office
 * page holding the frame.
 */
function bridge(version: ScormVersion, global: string): string {
  const calls = CALLS[version];
  return `
(function () {
  var calls = ${JSON.stringify(calls)};
  var api = new window[${JSON.stringify(global)}]({ autocommit: false, lmsCommitUrl: false, logLevel: 5 });
  try {
    if (${JSON.stringify(version)} === '1.2') { api.cmi.core.student_id = 'preview'; api.cmi.core.student_name = 'Pré-visualização'; }
    else { api.cmi.learner_id = 'preview'; api.cmi.learner_name = 'Pré-visualização'; }
  } catch (e) {}
  function send(message) {
    message.type = ${JSON.stringify(RUNTIME_MESSAGE_TYPE)};
    message.version = ${JSON.stringify(version)};
    try { window.parent.postMessage(message, location.origin); } catch (e) {}
  }
  function call(name, args, element, value) {
    var result = api[name].apply(api, args);
    var code = String(api[calls.lastError]());
    var error = code === '0' ? null : { code: code, text: String(api[calls.errorString](code)), diagnostic: String(api[calls.diagnostic](code)) };
    send({ call: name, element: element, value: value, result: String(result), error: error });
    return result;
  }
  var facade = {};
  facade[calls.initialize] = function (arg) { return call(calls.initialize, [arg === undefined ? '' : arg]); };
  facade[calls.finish] = function (arg) { return call(calls.finish, [arg === undefined ? '' : arg]); };
  facade[calls.commit] = function (arg) { return call(calls.commit, [arg === undefined ? '' : arg]); };
  facade[calls.getValue] = function (element) {
    var result = api[calls.getValue](element);
    var code = String(api[calls.lastError]());
    var error = code === '0' ? null : { code: code, text: String(api[calls.errorString](code)), diagnostic: String(api[calls.diagnostic](code)) };
    send({ call: calls.getValue, element: String(element), value: String(result), result: String(result), error: error });
    return result;
  };
  facade[calls.setValue] = function (element, value) { return call(calls.setValue, [element, value], String(element), String(value)); };
  facade[calls.lastError] = function () { return api[calls.lastError](); };
  facade[calls.errorString] = function (code) { return api[calls.errorString](code); };
  facade[calls.diagnostic] = function (code) { return api[calls.diagnostic](code); };
  window[${JSON.stringify(version === '1.2' ? 'API' : 'API_1484_11')}] = facade;
})();
`;
}

const built = new Map<ScormVersion, string>();

/**
 * scorm-again's browser build of the version, resolved where npm installed it (the server's
 * bundle leaves npm packages external, so this works from source and from dist alike), then the bridge.
 */
export function runtimeScript(version: ScormVersion): string {
  let script = built.get(version);
  if (!script) {
    const { file, global } = DIST[version];
    const library = fs.readFileSync(createRequire(import.meta.url).resolve(file), 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/m, '');
    script = `${library}\n${bridge(version, global)}`;
    built.set(version, script);
  }
  return script;
}

/**
 * An HTML page of the package with the runtime's script first in its <head> (before any script
 * of the page looks for the API). Bytes outside the insertion stay as they are, whatever the
 * page's charset.
 */
export function injectRuntime(html: Buffer, runtimeUrl: string): Buffer {
  const text = html.toString('latin1');
  const tag = `<script src="${runtimeUrl}"></script>`;
  const at = [/<head\b[^>]*>/i, /<html\b[^>]*>/i, /<!doctype[^>]*>/i].map((re) => re.exec(text)).find(Boolean);
  const index = at ? at.index + at[0].length : 0;
  return Buffer.from(text.slice(0, index) + tag + text.slice(index), 'latin1');
}
