// A SCORM 2004 SCO: finds window.API_1484_11 (its own window, then its parents), starts, and on
// the button click records a score, completion and success, commits and terminates.
(function () {
  function findApi(win) {
    for (var depth = 0; win && depth < 10; depth++) {
      try {
        if (win.API_1484_11) return win.API_1484_11;
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
  if (!api || api.Initialize('') !== 'true') {
    situacao.textContent = 'LMS não encontrado: o curso não registrará o progresso.';
    botao.disabled = true;
    return;
  }
  var nome = api.GetValue('cmi.learner_name');
  api.SetValue('cmi.completion_status', 'incomplete');
  situacao.textContent = 'Sessão iniciada' + (nome ? ' para ' + nome : '') + '.';
  botao.addEventListener('click', function () {
    api.SetValue('cmi.score.raw', '100');
    api.SetValue('cmi.score.scaled', '1');
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('cmi.success_status', 'passed');
    api.Commit('');
    api.Terminate('');
    situacao.textContent = 'Curso concluído. Nota: 100.';
    botao.disabled = true;
  });
})();
