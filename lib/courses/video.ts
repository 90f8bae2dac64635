// Which video links the course page plays, and where: YouTube in its privacy-enhanced (no-cookie)
// player and Vimeo in its own player with Do Not Track (dnt=1: no cookies, no session data), the only
// two frame hosts the content security policy allows.
// Client-safe.
export const VIDEO_FRAME_HOSTS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  const parts = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return parts[0] ?? null;
  if (host !== "youtube.com" && host !== "youtube-nocookie.com") return null;
  if (parts[0] === "watch") return url.searchParams.get("v");
  if (["embed", "shorts", "live", "v"].includes(parts[0] ?? "")) return parts[1] ?? null;
  return null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, "");
  const parts = url.pathname.split("/").filter(Boolean);
  if (host === "vimeo.com") return parts.find((p) => VIMEO_ID.test(p)) ?? null;
  if (host === "player.vimeo.com" && parts[0] === "video") return parts[1] ?? null;
  return null;
}

/** The embed address for a recognised YouTube or Vimeo link, else null ('Invalid video URL'). */
export function videoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const yt = youtubeId(url);
  if (yt && YOUTUBE_ID.test(yt)) return `${VIDEO_FRAME_HOSTS[0]}/embed/${yt}`;
  const vimeo = vimeoId(url);
  if (vimeo && VIMEO_ID.test(vimeo)) return `${VIDEO_FRAME_HOSTS[1]}/video/${vimeo}?dnt=1`;
  return null;
}
