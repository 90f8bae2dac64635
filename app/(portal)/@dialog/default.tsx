/** No dialog open: the slot draws nothing (its page matches every portal path, so this serves a hard load's unmatched state only). */
export default function NoDialog() {
  return null;
}
