// Show/hide buttons for password fields; the form works without this script.
for (const button of document.querySelectorAll('[data-toggle-password]')) {
  const input = document.getElementById(button.getAttribute('data-toggle-password'));
  if (!input) continue;
  button.hidden = false;
  button.addEventListener('click', () => {
    const show = input.type === 'password';
    input.type = show ? 'text' : 'password';
    button.setAttribute('aria-pressed', String(show));
    button.textContent = show ? button.dataset.hideLabel : button.dataset.showLabel;
  });
}
