/** The file name used when the server sends none: the investor and the day, like the server's own. */
export const fileStem = (investor: string, finalizedAt: string | null) => `MSA-${investor}-${(finalizedAt ?? "").slice(0, 10)}`;
