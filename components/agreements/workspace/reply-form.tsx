"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { lengthHint } from "@/components/ui/length-hint";
import { COMMENT_MAX } from "@/lib/agreements/threads/schemas";
import { useReply } from "@/components/agreements/use-agreement-changes";

/** A reply needs non-blank text (spec 2 §5); the button waits for it and for the request. */
export function ReplyForm({ threadId }: { threadId: string }) {
  const reply = useReply();
  const [text, setText] = useState("");
  const id = `reply-${threadId}`;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (text.trim() === "") return;
    const result = await reply.run({ threadId, text });
    // A refusal's toast is on screen; the text stays for another try.
    if (result?.ok) setText("");
  }

  // method="post": a press before the page is interactive re-renders it rather than putting the text in a URL.
  return (
    <form method="post" onSubmit={submit} className="grid gap-2" aria-label="Reply">
      <Label htmlFor={id} className="sr-only">
        Reply
      </Label>
      <Textarea id={id} rows={2} maxLength={COMMENT_MAX} placeholder="Write a reply..." value={text} onChange={(e) => setText(e.target.value)} aria-describedby={`${id}-length`} />
      <div className="flex items-center justify-between gap-2">
        <p id={`${id}-length`} className="text-xs text-slate-500">
          {lengthHint(text.length, COMMENT_MAX)}
        </p>
        <Button type="submit" size="sm" disabled={reply.busy || text.trim() === ""}>
          {reply.busy ? "Replying..." : "Reply"}
        </Button>
      </div>
    </form>
  );
}
