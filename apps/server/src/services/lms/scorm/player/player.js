// The SCORM preview's player, served by the content origin after scorm-again's browser build
// (player-script.ts joins them). It runs in the back-office's preview frame and frames the
// package's SCO on its own origin, so every standard way of finding the runtime works: the SCO
// and its frames walk window.parent (then window.opener) up to this window, which holds API
// (1.2) or API_1484_11 (2004). Each call goes to the back-office page, which shows it.
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('preview-config').textContent);
  var names = config.calls;
  var Runtime = window[config.runtime];
  var items = config.items;
  var frame = null;
  var current = null;

  function post(message) {
    message.type = config.messageType;
    message.version = config.version;
    window.parent.postMessage(message, config.frameOrigin);
  }

  function errorOf(api) {
    var code = String(api[names.lastError]());
    return code === '0' ? null : { code: code, text: String(api[names.errorString](code)), diagnostic: String(api[names.diagnostic](code)) };
  }

  function indexOf(identifier) {
    for (var i = 0; i < items.length; i++) if (items[i].identifier === identifier) return i;
    return -1;
  }

  /** The launchable item after (step 1) or before (step -1) the current one, in the manifest's order (flow reaches hidden items too). */
  function neighbour(step) {
    for (var i = indexOf(current.identifier) + step; i >= 0 && i < items.length; i += step) if (items[i].url) return items[i].identifier;
    return null;
  }

  /** 2004's adl.nav.request, once the SCO has terminated: continue, previous and {target=ID}choice move to another SCO. */
  function navigate(request) {
    var choice = /^\{target=([^}]+)\}(choice|jump)$/.exec(request);
    var target = choice ? choice[1] : request === 'continue' ? neighbour(1) : request === 'previous' ? neighbour(-1) : null;
    post({ kind: 'navigation', request: request, target: target });
    if (target) launch(target, choice ? 'choice' : request);
  }

  /** The API object of one launch: its calls reach this launch's runtime only, even from a page being unloaded. */
  function facadeOf(api, launched) {
    var pending = null;
    function report(name, result, element, value) {
      var size = value === null ? null : value.length;
      // The page shows 500 characters of a value at most; suspend_data can be 64,000.
      var shown = value === null ? null : value.slice(0, 500);
      post({ kind: 'call', item: launched.identifier, call: name, element: element, value: shown, size: size, result: String(result), error: errorOf(api) });
      return result;
    }
    var facade = {};
    facade[names.initialize] = function (arg) {
      return report(names.initialize, api[names.initialize](arg === undefined ? '' : arg), null, null);
    };
    facade[names.finish] = function (arg) {
      var result = report(names.finish, api[names.finish](arg === undefined ? '' : arg), null, null);
      // Navigation happens after the SCO's own call returns, and never from a launch already replaced.
      if (String(result) === 'true' && pending && pending !== '_none_' && current === launched) {
        var request = pending;
        setTimeout(function () {
          if (current === launched) navigate(request);
        }, 0);
      }
      return result;
    };
    facade[names.commit] = function (arg) {
      return report(names.commit, api[names.commit](arg === undefined ? '' : arg), null, null);
    };
    facade[names.getValue] = function (element) {
      var result = api[names.getValue](element);
      return report(names.getValue, result, String(element), String(result));
    };
    facade[names.setValue] = function (element, value) {
      var result = api[names.setValue](element, value);
      if (String(element) === 'adl.nav.request' && String(result) === 'true') pending = String(value);
      return report(names.setValue, result, String(element), String(value));
    };
    facade[names.lastError] = function () {
      return api[names.lastError]();
    };
    facade[names.errorString] = function (code) {
      return api[names.errorString](code);
    };
    facade[names.diagnostic] = function (code) {
      return api[names.diagnostic](code);
    };
    return facade;
  }

  function launch(identifier, reason) {
    var index = indexOf(identifier);
    if (index < 0 || !items[index].url) return;
    // Removing the old frame unloads its SCO, which may still finish on its own launch's API.
    if (frame) frame.remove();
    current = items[index];
    var api = new Runtime({ autocommit: false, lmsCommitUrl: false, logLevel: 5 });
    try {
      if (config.version === '1.2') {
        api.cmi.core.student_id = 'preview';
        api.cmi.core.student_name = 'Pré-visualização';
      } else {
        api.cmi.learner_id = 'preview';
        api.cmi.learner_name = 'Pré-visualização';
      }
    } catch (e) {
      // An older runtime without these fields: the package reads empty values.
    }
    window[config.apiName] = facadeOf(api, current);
    post({ kind: 'item', item: current.identifier, reason: reason });
    frame = document.createElement('iframe');
    frame.title = current.title;
    frame.allow = 'autoplay; fullscreen';
    frame.allowFullscreen = true;
    frame.src = current.url;
    document.body.appendChild(frame);
  }

  // The back-office page launches an item from its table of contents.
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== config.frameOrigin) return;
    var data = event.data;
    if (data && data.type === config.messageType + '-launch' && typeof data.item === 'string') launch(data.item, 'menu');
  });

  var first = null;
  for (var i = 0; i < items.length && !first; i++) if (items[i].url) first = items[i].identifier;
  if (first) launch(first, 'start');
  else post({ kind: 'navigation', request: 'start', target: null });
})();
