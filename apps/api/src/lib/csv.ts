/**
 * A CSV cell, as every CSV the server makes writes it (a session's answers, the impact report): quoted when it holds
 * a comma, quote or line break; text a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets
 * a leading apostrophe so it stays inert. Numbers are written as they are (a negative number is no formula).
 */
export const csvCell = (value: unknown) => {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
