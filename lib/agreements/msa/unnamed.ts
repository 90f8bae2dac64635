/**
 * The investor's name before they have given their legal name: {{investor_name}} at compile time (a blank
 * the legal team sees in the preview and can fill in by hand) and the parties clause of an unsigned file.
 * Never the username (issue 19 §2).
 */
export const UNNAMED_INVESTOR = "[the investor's legal name]";
