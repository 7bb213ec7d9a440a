/** 'Try Again' on the contact error reloads the whole page, as the spec says. */
export function reloadPage() {
  window.location.reload();
}
