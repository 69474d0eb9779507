// A SCORM 1.2 SCO: finds window.API (its own window, then its parents), starts, and on the
// button click records a score and the completed status, commits and finishes.
(function () {
  function findApi(win) {
    for (var depth = 0; win && depth < 10; depth++) {
      try {
        if (win.API) return win.API;
      } catch (e) {
        return null; // a parent of another origin
      }
      if (win.parent === win) break;
      win = win.parent;
    }
    return null;
  }
  var api = findApi(window);
  var situacao = document.getElementById('situacao');
  var botao = document.getElementById('concluir');
  if (!api || api.LMSInitialize('') !== 'true') {
    situacao.textContent = 'LMS não encontrado: o curso não registrará o progresso.';
    botao.disabled = true;
    return;
  }
  var nome = api.LMSGetValue('cmi.core.student_name');
  api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
  situacao.textContent = 'Sessão iniciada' + (nome ? ' para ' + nome : '') + '.';
  botao.addEventListener('click', function () {
    api.LMSSetValue('cmi.core.score.raw', '100');
    api.LMSSetValue('cmi.core.lesson_status', 'completed');
    api.LMSCommit('');
    api.LMSFinish('');
    situacao.textContent = 'Curso concluído. Nota: 100.';
    botao.disabled = true;
  });
})();
