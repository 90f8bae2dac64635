// Where the MSA's pages are. Client-safe.
export const msaLink = (id: string) => `/msa/${encodeURIComponent(id)}`;
export const sharedMsaPath = (token: string) => `/shared/msa/${token}`;
