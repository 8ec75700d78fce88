/**
 * The script the embedded form service serves for `/f/embed.php?id={form id}`: it fills the
 * `_form_{id}` element with an e-mail field and a button, and posts the address back to the twin.
 * It uses only classes the site's own components use, so the site's stylesheet already has them.
 */
export function embedScript(formId: string, actionPath: string): string {
  const config = JSON.stringify({ formId, action: actionPath });
  return `(function () {
  var config = ${config};
  var container = document.querySelector('._form_' + config.formId);
  if (!container || container.querySelector('form')) return;
  var form = document.createElement('form');
  form.method = 'post';
  form.action = config.action;
  form.className = 'flex flex-wrap items-end gap-3';
  form.innerHTML =
    '<input type="hidden" name="f">' +
    '<label class="flex min-w-64 flex-1 flex-col gap-1 text-sm">Email' +
    '<input type="email" name="email" required autocomplete="email" class="rounded-md border border-white/20 bg-ink px-3 py-2 text-paper">' +
    '</label>' +
    '<button type="submit" class="rounded-full bg-accent px-6 py-2 font-semibold text-ink hover:opacity-90">Subscribe</button>' +
    '<p role="status" class="w-full text-sm text-paper/70"></p>';
  form.elements.f.value = config.formId;
  var status = form.querySelector('[role=status]');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var button = form.querySelector('button');
    button.disabled = true;
    status.textContent = '';
    fetch(config.action, { method: 'POST', body: new URLSearchParams(new FormData(form)), headers: { Accept: 'application/json' } })
      .then(function (response) { return response.json().then(function (body) { return { ok: response.ok, body: body }; }); })
      .then(function (result) {
        status.textContent = result.ok ? 'Thank you for subscribing!' : (result.body.details || ['Please check your email address.']).join(' ');
        if (result.ok) form.reset();
      })
      .catch(function () { status.textContent = 'Network error. Please try again.'; })
      .then(function () { button.disabled = false; });
  });
  container.appendChild(form);
})();
`;
}
