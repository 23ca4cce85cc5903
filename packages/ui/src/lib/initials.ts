/** 'Ada', 'Lovelace' -> 'AL'; missing parts are skipped, so a lone company name gives its first letter. */
function getInitials(...names: Array<string | null | undefined>) {
  return names
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
}

export { getInitials };
