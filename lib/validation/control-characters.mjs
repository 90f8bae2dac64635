// Control characters have no place in any text a user sends: PostgreSQL refuses NUL outright (a 500
// before this check), and the others only hide text from readers. Tab, line feed and carriage return
// are ordinary in notes. A lone UTF-16 surrogate (JSON allows "\ud800") is no text at all, and
// PostgreSQL refuses it too. Plain JavaScript: the Node server and the middleware check URLs with it too.
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** @param {string} text */
export function hasControlCharacter(text) {
  return CONTROL.test(text);
}
