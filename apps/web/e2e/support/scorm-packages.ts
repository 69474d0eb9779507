import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { ZipFile } from 'yazl';
import { scormFixture, zipFolder } from '../../../server/src/seed/scorm-fixtures.ts';
import { fixtureFont } from './fixture-font.ts';

/**
 * A real small SCORM package (the server's fixtures, zipped the way the demo seed zips them):
 * its index.html starts a session, and a 'Concluir curso' button scores, completes and finishes.
 */
export function scormPackage(version: '1.2' | '2004'): Promise<{ name: string; buffer: Buffer }> {
  return scormFixture(version);
}

/** A valid zip that is not a SCORM package (no imsmanifest.xml). */
export async function notScormPackage(): Promise<{ name: string; buffer: Buffer }> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from('<!doctype html><title>Sem manifesto</title>'), 'index.html');
  zip.end();
  return { name: 'sem-manifesto.zip', buffer: await buffer(zip.outputStream) };
}

/** The packages under e2e/fixtures/scorm-patterns, each written the way a real authoring tool writes its own. */
export type PatternName = 'scorm-driver' | 'adl-2004' | 'var-api-null' | 'frameset' | 'xhr-font-worker' | 'multi-sco' | 'confirm' | 'hostile';

const PATTERNS_FOLDER = path.resolve(import.meta.dirname, '../fixtures/scorm-patterns');

/**
 * A SCORM package that mimics how a real tool's content finds and talks to the LMS, zipped from
 * e2e/fixtures/scorm-patterns/<name> (imsmanifest.xml at the root). Each page says on screen
 * 'LMS encontrado: ...' or 'LMS não encontrado: ...'; what the log shows:
 *
 * - `scorm-driver` (1.2): Rustici's SCORM Driver as Rise, Storyline and Captivate publish it. The
 *   item opens scormdriver/indexAPI.html, a frameset whose scormdriver.js looks for window.API up
 *   the parents (500 levels, then the top's opener), and on the frameset's load calls
 *   `LMSInitialize("")` (and sets cmi.core.lesson_status 'incomplete' on a first visit), then
 *   loads course/index.html into its frame 'scormdriver_content'. That page (heading 'Curso no
 *   estilo SCORM Driver') finds the driver's window the Storyline way (the first parent with
 *   GetStudentID) and calls `SetBookmark('slide-2')` on it: cmi.core.lesson_location = 'slide-2'.
 *   Its 'Concluir' button calls SetReachedEnd, CommitData and ConcedeControl: cmi.core.lesson_status
 *   = 'completed', `LMSCommit("")`, then cmi.core.session_time, cmi.core.exit = '', `LMSCommit("")`
 *   and `LMSFinish("")`.
 * - `adl-2004` (2004): ADL's discovery algorithm (ScanForAPI/GetAPI: the parents, then the opener,
 *   500 tries) as Rustici's Golf examples and hand-written SCOs use it. index.html (heading 'Curso
 *   com o algoritmo da ADL') on load: `Initialize("")`, cmi.completion_status 'incomplete' when
 *   'unknown', cmi.location = 'adl-ok', `Commit("")`. 'Concluir': cmi.completion_status =
 *   'completed', `Terminate("")`.
 * - `var-api-null` (1.2): a page whose first script is a global `var API = null;` (many hand-made
 *   packages), then a pipwerks-style wrapper that starts at its own window, passes over the null and
 *   walks the parents. index.html (heading 'Curso que declara var API = null') on load:
 *   `LMSInitialize("")`, cmi.core.lesson_status 'incomplete' on a first visit, cmi.core.lesson_location
 *   = 'api-null-ok', `LMSCommit("")`.
 * - `frameset` (1.2): an old-style `<frameset cols="200,*">` (frames 'nav' and 'content'). nav.html
 *   finds the API up the parents and calls `LMSInitialize("")` on load; content.html (heading
 *   'Conteúdo do frameset', title 'Página 1') polls until `parent.frames['nav'].registerPage`
 *   exists and calls it; nav reads the content frame's title itself: cmi.core.lesson_location =
 *   'frames-ok:Página 1', then `LMSCommit("")`.
 * - `xhr-font-worker` (2004): an HTML5 player loading its own files by script (Captivate, iSpring,
 *   Adapt): data/curso.xml by XMLHttpRequest (responseXML), data/config.json by fetch, a TrueType font drawn in code (fixture-font.ts)
 *   by @font-face checked with document.fonts.load, and a Web Worker (js/worker.js). When all four
 *   settle (5 s limit each), index.html (heading 'Curso que carrega arquivos por script'):
 *   `Initialize("")`, cmi.location = 'xhr-ok fetch-ok font-ok worker-ok' (a failed one reads
 *   'xhr-fail' and so on), `Commit("")`.
 * - `multi-sco` (2004): Golf's sequencing examples' shape. Organization 'Curso com várias partes'
 *   (choice and flow): 'Módulo 1' holds 'parte-1' (parameters '?parte=1') and 'parte-2'
 *   ('?parte=2&width=750'), both opening parte.html; then 'oculto' ('Item oculto', isvisible="false",
 *   oculto.html); then 'parte-3' ('?parte=3'). parte.html (heading 'Parte N') on load:
 *   `Initialize("")`, cmi.location = 'parte=1' / 'parte=2 width=750' / 'parte=3',
 *   cmi.completion_status = 'completed', `Commit("")`; oculto.html sets cmi.location = 'oculto'.
 *   Buttons set adl.nav.request and call `Terminate("")`: 'Continuar' 'continue', 'Voltar'
 *   'previous', 'Ir para a parte 3' (parte.html only) '{target=parte-3}choice'.
 * - `confirm` (1.2): a 'Sair' button that asks first, like Golf's exit and many Captivate courses.
 *   index.html (heading 'Curso que pergunta antes de sair'): `LMSInitialize("")` on load; 'Sair':
 *   confirm('Deseja realmente sair do curso?'), cmi.core.lesson_location = 'confirm-true' or
 *   'confirm-false', alert('Até logo!'), `LMSFinish("")`.
 * - `hostile` (1.2): a package trying to escape. index.html (heading 'Pacote hostil') on load:
 *   `LMSInitialize("")`, then one probe at a time against the back-office (the content origin's
 *   port minus one), and cmi.suspend_data = 'cookie=[<document.cookie>] dom=<r> post=<r> nocors=<r>
 *   get=<r> content-api=<r>' then `LMSCommit("")`; last, it sets window.top.location.href to the
 *   back-office's '/#/invadido': cmi.core.lesson_location = 'topnav=blocked' (it threw) or
 *   'topnav=tried', then `LMSCommit("")`. cookie is 'blocked' (no brackets) when reading
 *   document.cookie throws. Results: dom 'blocked' or 'read' (top's body); post 'blocked' or
 *   'status N' (credentialed JSON POST to /api/v1/account/graphql with x-backoffice-request);
 *   nocors 'sent' or 'blocked' (a no-cors text/plain POST to /api/v1/parceiro/graphql of a
 *   createOrUpdateBranch mutation naming 'Filial criada por pacote SCORM': check the branch does
 *   not exist); get 'blocked' or 'status N'
 *   (credentialed GET of the same endpoint); content-api 'status N' or 'blocked' (/api/v1/lms/graphql
 *   on the content origin). A probe that does not settle in 3 s reads 'timeout'.
 */
export async function patternPackage(name: PatternName): Promise<{ name: string; buffer: Buffer }> {
  // The web font is drawn in code (fixture-font.ts), not copied from a font family.
  const extra: Record<string, Buffer> = name === 'xhr-font-worker' ? { 'fonts/curso.ttf': fixtureFont('Curso Fonte') } : {};
  return { name: `${name}.zip`, buffer: await zipFolder(path.join(PATTERNS_FOLDER, name), extra) };
}
