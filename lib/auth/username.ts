// The one comparison key for usernames, used by login, registration, the login limit and every lookup by
// name. Unicode NFKC folds look-alike forms (full-width letters, ligatures) and JavaScript's toLowerCase
// is locale-independent, so the key never depends on the server's or the database's locale. Stored in
// users."usernameKey" (unique) and compared with plain equality: never a pattern.
export function usernameKey(name: string): string {
  return name.normalize("NFKC").toLowerCase();
}
