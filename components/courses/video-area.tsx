import { PlayCircle, VideoOff } from "lucide-react";
import { videoEmbedUrl } from "@/lib/courses/video";

const Panel = ({ children }: { children: React.ReactNode }) => (
  <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-lg bg-slate-100 text-sm text-slate-600">{children}</div>
);

/** Spec 2 §2's video area: a privacy-enhanced YouTube or Vimeo player, 'Invalid video URL', or 'Video Content Coming Soon'. */
export function VideoArea({ videoUrl, title }: { videoUrl: string | null; title: string }) {
  if (!videoUrl) {
    return (
      <Panel>
        <PlayCircle className="size-10 text-slate-400" aria-hidden />
        <p>Video Content Coming Soon</p>
      </Panel>
    );
  }
  const embed = videoEmbedUrl(videoUrl);
  if (!embed) {
    return (
      <Panel>
        <VideoOff className="size-10 text-slate-400" aria-hidden />
        <p>Invalid video URL</p>
      </Panel>
    );
  }
  return (
    <iframe
      src={embed}
      title={`Video: ${title}`}
      className="aspect-video w-full rounded-lg border-0 bg-black"
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      allowFullScreen
      loading="lazy"
    />
  );
}
