/** No dialog: what the slot draws where its pages do not answer (a hard load of a path they do not match). */
export default function NoDialog() {
  return null;
}
